import { clearLoaderCache } from '@/lib/use-loader';

/**
 * Public one-shot reads are cached per page load; after a change to a club's competitions, the
 * club page's list and the home page's upcoming ones read afresh.
 */
export function forgetPublicReads(clubId: string): void {
  clearLoaderCache(`club-compes:${clubId}`);
  clearLoaderCache('compes:upcoming');
}
