// Wire shapes come from the shared contract (@app/api). Type-only imports: the zod schemas stay out of the bundle.
export type { Envelope, Paged } from '@app/api';
