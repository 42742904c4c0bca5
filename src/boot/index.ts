// The entry of the inline boot script (vite.config.ts): keep it tiny, it is in every page's HTML.
import { startEarlyReads } from './early-reads';

startEarlyReads();
