import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import type { IeoDetail, IeoEstimate, IeoOrder, IeoOrderPage, IeoProjectPage } from './types';

/**
 * The IEO calls (docs/api-earn.md "IEO"), one hook each. Apart from reads.ts and actions.ts, and with their query
 * keys here (under `earnKeys.all`, so every earn action's invalidation reaches them): the IEO screens share no chunk
 * with the mining and dual ones, and every chunk the route table names costs the first screen its name.
 */
export const ieoKeys = {
  all: ['earn', 'ieo'] as const,
  projects: () => [...ieoKeys.all, 'projects'] as const,
  /** The detail carries the caller's subscriptions: keyed by the token too. */
  project: (token: string, id: string) => [...ieoKeys.all, 'project', token, id] as const,
  estimate: (id: number, amount: string) => [...ieoKeys.all, 'estimate', id, amount] as const,
  orders: (token: string, projectId: string) => [...ieoKeys.all, 'orders', token, projectId] as const,
};

const quiet = (signal: AbortSignal) => ({ silent: true, signal, loading: false }) as const;
/** The spec's page size (§9). */
export const IEO_PAGE = 10;

/** GET /project {page, limit}: the IEO projects, newest start first, paged. */
export function useIeoProjects() {
  return useInfiniteQuery({
    queryKey: ieoKeys.projects(),
    queryFn: ({ pageParam, signal }) =>
      get<IeoProjectPage>('/project', { page: pageParam, limit: IEO_PAGE }, quiet(signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 15_000,
  });
}

/** GET /project/detail {project_id}: the project and the signed-in caller's subscriptions to it. */
export function useIeoProject(id: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ieoKeys.project(token, id),
    queryFn: ({ signal }) => get<IeoDetail>('/project/detail', { project_id: id }, quiet(signal)),
    enabled: /^\d+$/.test(id),
    // Others apply meanwhile, and the end allocates: read again while the screen stays open.
    refetchInterval: 15_000,
  });
}

/** GET /project/estimate {project_id, amount}: what applying costs now and (pro rata) what the end would allocate. */
export function useIeoEstimate(id: number, amount: string, enabled: boolean) {
  return useQuery({
    queryKey: ieoKeys.estimate(id, amount),
    queryFn: ({ signal }) => get<IeoEstimate>('/project/estimate', { project_id: id, amount }, quiet(signal)),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /user/project/order {page, limit, project_id?}: my subscriptions, all or one project's, paged. */
export function useIeoOrders(projectId?: number) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: ieoKeys.orders(token, projectId === undefined ? 'all' : String(projectId)),
    queryFn: ({ pageParam, signal }) =>
      get<IeoOrderPage>(
        '/user/project/order',
        { page: pageParam, limit: IEO_PAGE, project_id: projectId },
        quiet(signal),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    enabled: token !== '',
    // The end allocates and the sweeper delivers in the background.
    refetchInterval: 15_000,
  });
}

export type IeoApplication = { projectId: number; amount: string; payCurrency: string; price: string; key: string };

/**
 * POST /project/order {project_id, amount, pay_currency, price} with one `Idempotency-Key` per confirmation. The
 * price and pay coin are those the user confirmed: the server refuses them if the project's changed meanwhile. A
 * refusal rejects with the server's translated message, which the request helper toasts.
 */
export function useApplyIeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, amount, payCurrency, price, key }: IeoApplication) =>
      post<IeoOrder>(
        '/project/order',
        { project_id: projectId, amount, pay_currency: payCurrency, price },
        { headers: { 'Idempotency-Key': key } },
      ),
    onSettled: () => {
      for (const key of [ieoKeys.all, ['wallet']]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
