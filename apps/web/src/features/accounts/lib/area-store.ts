import { create } from 'zustand';

/** The calling code last picked on the area page; forms start from it (spec §3: area_code default 86). */
export const DEFAULT_AREA_CODE = '86';

type AreaPick = { areaCode: string; setAreaCode: (code: string) => void };

export const useAreaPick = create<AreaPick>()((set) => ({
  areaCode: DEFAULT_AREA_CODE,
  setAreaCode: (areaCode) => set({ areaCode }),
}));

/** Search by name or code, '+86' and '86' alike. */
export function filterAreas<T extends { name: string; area_code: string }>(areas: readonly T[], query: string): T[] {
  const q = query.trim().replace(/^\+/, '').toLowerCase();
  if (q === '') return [...areas];
  return areas.filter((a) => a.area_code.startsWith(q) || a.name.toLowerCase().includes(q));
}
