import { ArticleHub } from '../../features/articles/ArticleHub';

export default function KnowHubPage() {
  return <ArticleHub section="know" />;
}
