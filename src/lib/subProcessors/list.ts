import { defineOptInList } from '@/lib/optInLists/list'
import { SUB_PROCESSORS_API_PATH, SUB_PROCESSORS_PATH } from './links'
import { subProcessorText } from './messages'

/** The email updates of the sub-processor list as a double opt-in list (src/lib/optInLists). */
export const subProcessorList = defineOptInList({
  linkKey: 'sub-processor-links',
  collection: 'trust-subscribers',
  logName: 'sub-processor subscriber',
  text: subProcessorText,
  paths: {
    confirmApi: `${SUB_PROCESSORS_API_PATH}/confirm`,
    unsubscribeApi: `${SUB_PROCESSORS_API_PATH}/unsubscribe`,
    confirmationPage: `${SUB_PROCESSORS_PATH}/confirmation`,
    unsubscribePage: `${SUB_PROCESSORS_PATH}/unsubscribe`,
    list: SUB_PROCESSORS_PATH,
  },
})
