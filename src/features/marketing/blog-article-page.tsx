import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { setPathMeta } from '@/lib/page-meta';
import { ArticleBody } from './article-body';
import { ArticleMeta } from './article-meta';
import { articles, findArticle } from './content/blog';
import { JsonLd } from './json-ld';
import { CtaBand, ctaPrimary, textLink } from './marketing-ui';
import { paths } from '@/lib/paths';

export default function BlogArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);

  const { pathname } = useLocation();
  useEffect(() => {
    setPathMeta(
      pathname,
      article
        ? { title: article.title, description: article.description, type: 'article' }
        : {
            title: 'Article Not Found',
            description:
              'This blog article does not exist. Browse all wedding planning articles on the blog.',
          },
    );
  }, [article, pathname]);

  if (!article) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="text-sm font-semibold text-primary-strong">Article not found</p>
        <h1 className="mt-2 font-serif text-3xl font-semibold text-foreground">
          We couldn't find that article
        </h1>
        <p className="mt-3 text-muted-foreground">
          It may have moved, or the link may be mistyped. All of our articles are on the blog.
        </p>
        <Link to={paths.blog()} className={`${ctaPrimary} mt-8`}>
          Browse the blog
        </Link>
      </div>
    );
  }

  const more = articles.filter((a) => a.slug !== article.slug).slice(0, 2);

  return (
    <>
      <article className="px-4 pt-10 pb-8 sm:pt-14">
        <div className="mx-auto max-w-3xl">
          <Link
            to={paths.blog()}
            className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary-strong hover:text-primary-deep"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All articles
          </Link>
          <header className="mt-6 border-b border-accent-strong pb-8">
            <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">
              {article.category}
            </p>
            <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-4 text-xl text-pretty text-muted-foreground">{article.description}</p>
            <ArticleMeta article={article} className="mt-5 text-sm text-subtle-foreground" />
          </header>
          <div className="mt-8">
            <ArticleBody blocks={article.body} />
          </div>
        </div>
      </article>

      <aside aria-labelledby="more-heading" className="mx-auto max-w-3xl px-4 pt-6">
        <h2 id="more-heading" className="font-serif text-2xl font-semibold text-foreground">
          More from the blog
        </h2>
        <ul className="mt-4 space-y-3">
          {more.map((a) => (
            <li key={a.slug}>
              <Link to={paths.blogArticle(a.slug)} className={textLink}>
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      </aside>

      <CtaBand title="Plan it in one place" secondary={{ to: paths.features(), label: 'Explore Features' }}>
        Budget, guests, vendors and the day-of timeline, with an AI planner to think things through.
      </CtaBand>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.description,
          datePublished: article.published,
          author: { '@type': 'Organization', name: 'Wedding Planner' },
        }}
      />
    </>
  );
}
