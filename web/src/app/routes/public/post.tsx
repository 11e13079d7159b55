import { PostPage } from '../../../features/public-site/components/post-page';

/** /post/:slug: post detail. */
export function Component() {
  return <PostPage />;
}
