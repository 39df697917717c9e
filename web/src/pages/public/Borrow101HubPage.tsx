import { ArticleHub } from '../../features/articles/ArticleHub';

export default function Borrow101HubPage() {
  return <ArticleHub section="borrow101" />;
}
