/** Answer shapes of the assignments routes: the functions build them, the web app reads them. */

/** One executor an admin may add to an appeal: any region, the appeal's own first, then the least busy. */
export interface ExecutorCandidateView {
  id: number;
  name: string;
  last_name: string;
  region_id: number | null;
  openAssignments: number;
  sameRegion: boolean;
}
