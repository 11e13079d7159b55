import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** GET /api/admin/content/schema (ADMIN): the collections, their fields and the upload rules. */
export const getContentSchema = () => api.get(paths.api.content.schema);

export const contentSchemaQueryOptions = () => queryOptions({ queryKey: ['content-admin', 'schema'], queryFn: getContentSchema, staleTime: Infinity });

export const useContentSchema = () => useQuery(contentSchemaQueryOptions());
