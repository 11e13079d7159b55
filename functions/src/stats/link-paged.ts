import { answer, type HttpRequest, type ShapedAnswer } from '../lib/http-handler';
import type { NoticePage, NoticePageRequest } from './phased-page';

/**
 * A Link-paged route's answer (core/src/api/link-paging.ts): the page's rows as the body,
 * and, when there is a next page, `Link: <path?cursor=…[&limit=n]>; rel="next"` (RFC 8288),
 * the request's own path, relative, with the `limit` it asked kept. The page request is
 * `?cursor=` and `?limit=`, which the pipeline has checked (`noticePageQuery` in the contract).
 */
export async function linkPaged<Row>(
  request: HttpRequest<unknown, NoticePageRequest>,
  read: (page: NoticePageRequest) => Promise<NoticePage<Row>>,
): Promise<ShapedAnswer<Row[]>> {
  const asked = request.query;
  const { data, cursor } = await read(asked);
  if (cursor === undefined) return answer({ body: data });
  const next = new URLSearchParams({ cursor, ...(asked.limit === undefined ? {} : { limit: String(asked.limit) }) });
  return answer({ body: data, headers: { Link: `<${request.event.path}?${next}>; rel="next"` } });
}
