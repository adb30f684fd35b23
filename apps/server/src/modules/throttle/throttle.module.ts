/** The throttle service every secret check goes through (throttle.service.ts); counters pruned by a job. */
import { defineModule } from '../../platform/module';
import { createThrottleService } from './throttle.service';
import * as tables from './throttle.tables';

const PRUNE_EVERY_MS = 10 * 60_000;
/** Longer than any rule's window and lock, so a pruned counter could not have refused anything any more. */
const KEEP_MS = 24 * 3600_000;

export const throttleModule = defineModule({
  name: 'throttle',
  tables,
  create({ db, scheduler }) {
    const throttle = createThrottleService(db);
    scheduler.every('throttle.prune', PRUNE_EVERY_MS, () => throttle.prune(KEEP_MS));
    return { exports: { throttle } };
  },
});
