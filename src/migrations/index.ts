import * as migration_20261122_011208_initial from './20261122_011208_initial';
import * as migration_20261123_174025_two_factor_sign_in from './20261123_174025_two_factor_sign_in';
import * as migration_20261123_185329_media_storage_fields from './20261123_185329_media_storage_fields';
import * as migration_20261123_205742_localization from './20261123_205742_localization';
import * as migration_20261123_221048_marketer_cms from './20261123_221048_marketer_cms';
import * as migration_20261123_235303_job_remote from './20261123_235303_job_remote';
import * as migration_20261125_221103_lead_deliveries from './20261125_221103_lead_deliveries';
import * as migration_20261125_223705_newsletter_double_opt_in from './20261125_223705_newsletter_double_opt_in';
import * as migration_20261125_232045_privacy_audits from './20261125_232045_privacy_audits';
import * as migration_20261126_020517_retention from './20261126_020517_retention';
import * as migration_20261127_000000_site_search from './20261127_000000_site_search';
import * as migration_20261127_002257_draft_links from './20261127_002257_draft_links';
import * as migration_20261127_025950_lead_source from './20261127_025950_lead_source';
import * as migration_20261127_030721_consent_and_analytics from './20261127_030721_consent_and_analytics';
import * as migration_20261127_035000_site_search_rank_vector from './20261127_035000_site_search_rank_vector';
import * as migration_20261128_082107_whatsapp from './20261128_082107_whatsapp';
import * as migration_20261128_133438_built_forms from './20261128_133438_built_forms';
import * as migration_20261128_164400_trust_centre from './20261128_164400_trust_centre';
import * as migration_20261128_165508_sub_processor_notices_task from './20261128_165508_sub_processor_notices_task';
import * as migration_20261205_184512_roles_by_need from './20261205_184512_roles_by_need';
import * as migration_20261205_185800_idempotency_keys from './20261205_185800_idempotency_keys';
import * as migration_20261205_190733_lead_lookup_indexes from './20261205_190733_lead_lookup_indexes';
import * as migration_20261205_214500_locales_parent_indexes from './20261205_214500_locales_parent_indexes';
import * as migration_20261205_215500_faq_list_index from './20261205_215500_faq_list_index';
import * as migration_20261205_232000_faq_list_order_index from './20261205_232000_faq_list_order_index';
import * as migration_20261206_002711_review_search_indexes from './20261206_002711_review_search_indexes';

export const migrations = [
  {
    up: migration_20261122_011208_initial.up,
    down: migration_20261122_011208_initial.down,
    name: '20261122_011208_initial',
  },
  {
    up: migration_20261123_174025_two_factor_sign_in.up,
    down: migration_20261123_174025_two_factor_sign_in.down,
    name: '20261123_174025_two_factor_sign_in',
  },
  {
    up: migration_20261123_185329_media_storage_fields.up,
    down: migration_20261123_185329_media_storage_fields.down,
    name: '20261123_185329_media_storage_fields',
  },
  {
    up: migration_20261123_205742_localization.up,
    down: migration_20261123_205742_localization.down,
    name: '20261123_205742_localization',
  },
  {
    up: migration_20261123_221048_marketer_cms.up,
    down: migration_20261123_221048_marketer_cms.down,
    name: '20261123_221048_marketer_cms',
  },
  {
    up: migration_20261123_235303_job_remote.up,
    down: migration_20261123_235303_job_remote.down,
    name: '20261123_235303_job_remote',
  },
  {
    up: migration_20261125_221103_lead_deliveries.up,
    down: migration_20261125_221103_lead_deliveries.down,
    name: '20261125_221103_lead_deliveries',
  },
  {
    up: migration_20261125_223705_newsletter_double_opt_in.up,
    down: migration_20261125_223705_newsletter_double_opt_in.down,
    name: '20261125_223705_newsletter_double_opt_in',
  },
  {
    up: migration_20261125_232045_privacy_audits.up,
    down: migration_20261125_232045_privacy_audits.down,
    name: '20261125_232045_privacy_audits',
  },
  {
    up: migration_20261126_020517_retention.up,
    down: migration_20261126_020517_retention.down,
    name: '20261126_020517_retention',
  },
  {
    up: migration_20261127_000000_site_search.up,
    down: migration_20261127_000000_site_search.down,
    name: '20261127_000000_site_search',
  },
  {
    up: migration_20261127_002257_draft_links.up,
    down: migration_20261127_002257_draft_links.down,
    name: '20261127_002257_draft_links',
  },
  {
    up: migration_20261127_025950_lead_source.up,
    down: migration_20261127_025950_lead_source.down,
    name: '20261127_025950_lead_source',
  },
  {
    up: migration_20261127_030721_consent_and_analytics.up,
    down: migration_20261127_030721_consent_and_analytics.down,
    name: '20261127_030721_consent_and_analytics',
  },
  {
    up: migration_20261127_035000_site_search_rank_vector.up,
    down: migration_20261127_035000_site_search_rank_vector.down,
    name: '20261127_035000_site_search_rank_vector',
  },
  {
    up: migration_20261128_082107_whatsapp.up,
    down: migration_20261128_082107_whatsapp.down,
    name: '20261128_082107_whatsapp',
  },
  {
    up: migration_20261128_133438_built_forms.up,
    down: migration_20261128_133438_built_forms.down,
    name: '20261128_133438_built_forms',
  },
  {
    up: migration_20261128_164400_trust_centre.up,
    down: migration_20261128_164400_trust_centre.down,
    name: '20261128_164400_trust_centre',
  },
  {
    up: migration_20261128_165508_sub_processor_notices_task.up,
    down: migration_20261128_165508_sub_processor_notices_task.down,
    name: '20261128_165508_sub_processor_notices_task',
  },
  {
    up: migration_20261205_184512_roles_by_need.up,
    down: migration_20261205_184512_roles_by_need.down,
    name: '20261205_184512_roles_by_need',
  },
  {
    up: migration_20261205_185800_idempotency_keys.up,
    down: migration_20261205_185800_idempotency_keys.down,
    name: '20261205_185800_idempotency_keys',
  },
  {
    up: migration_20261205_190733_lead_lookup_indexes.up,
    down: migration_20261205_190733_lead_lookup_indexes.down,
    name: '20261205_190733_lead_lookup_indexes',
  },
  {
    up: migration_20261205_214500_locales_parent_indexes.up,
    down: migration_20261205_214500_locales_parent_indexes.down,
    name: '20261205_214500_locales_parent_indexes',
  },
  {
    up: migration_20261205_215500_faq_list_index.up,
    down: migration_20261205_215500_faq_list_index.down,
    name: '20261205_215500_faq_list_index',
  },
  {
    up: migration_20261205_232000_faq_list_order_index.up,
    down: migration_20261205_232000_faq_list_order_index.down,
    name: '20261205_232000_faq_list_order_index',
  },
  {
    up: migration_20261206_002711_review_search_indexes.up,
    down: migration_20261206_002711_review_search_indexes.down,
    name: '20261206_002711_review_search_indexes'
  },
];
