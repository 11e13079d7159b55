import { useParams } from 'react-router-dom';
import { PostPage } from '../../../features/public-site/components/post-page';

/** /post/:slug: post detail. */
export function Component() {
  const { slug = '' } = useParams();
  return <PostPage slug={slug} />;
}
