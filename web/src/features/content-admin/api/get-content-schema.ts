import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ContentSchema } from './types';

/** GET /api/admin/content/schema (ADMIN): the collections, their fields and the upload rules. */
export const getContentSchema = () => api.get<ContentSchema>('/api/admin/content/schema');

export const contentSchemaQueryOptions = () =>
  queryOptions({ queryKey: ['content-admin', 'schema'], queryFn: getContentSchema, staleTime: Infinity });

export const useContentSchema = () => useQuery(contentSchemaQueryOptions());
