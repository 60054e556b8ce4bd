import * as migration_20261121_235801_initial from './20261121_235801_initial';
import * as migration_20261122_005738_content_pages from './20261122_005738_content_pages';

export const migrations = [
  {
    up: migration_20261121_235801_initial.up,
    down: migration_20261121_235801_initial.down,
    name: '20261121_235801_initial',
  },
  {
    up: migration_20261122_005738_content_pages.up,
    down: migration_20261122_005738_content_pages.down,
    name: '20261122_005738_content_pages'
  },
];
