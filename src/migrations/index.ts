import * as migration_20261121_235801_initial from './20261121_235801_initial';
import * as migration_20261122_002528_forms_machinery from './20261122_002528_forms_machinery';
import * as migration_20261122_002837_form_submissions from './20261122_002837_form_submissions';
import * as migration_20261122_004828_recovery_applications from './20261122_004828_recovery_applications';

export const migrations = [
  {
    up: migration_20261121_235801_initial.up,
    down: migration_20261121_235801_initial.down,
    name: '20261121_235801_initial',
  },
  {
    up: migration_20261122_002528_forms_machinery.up,
    down: migration_20261122_002528_forms_machinery.down,
    name: '20261122_002528_forms_machinery',
  },
  {
    up: migration_20261122_002837_form_submissions.up,
    down: migration_20261122_002837_form_submissions.down,
    name: '20261122_002837_form_submissions',
  },
  {
    up: migration_20261122_004828_recovery_applications.up,
    down: migration_20261122_004828_recovery_applications.down,
    name: '20261122_004828_recovery_applications'
  },
];
