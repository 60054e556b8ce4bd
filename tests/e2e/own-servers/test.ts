/**
 * Playwright's own `test` for the files of this folder. Each of their tests runs servers of its
 * own (copies of the template databases, or PostgreSQL and the app from scratch) and never asks
 * the suite's server for anything, so nothing here seeds it: the `own-servers` project runs in a
 * worker of its own beside the `chromium` project, which owns that server's state.
 */
export { expect, test } from '@playwright/test'
export { gotoReady } from '../test'
