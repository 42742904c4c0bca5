// Moved to lib/db/compes/sync-podium.ts; kept until 対戦's page imports it from there.
export { syncPodium } from '@/lib/db/compes/sync-podium';
