/**
 * An article's text in the content's safe subset (content/faq.schema.json): paragraphs separated
 * by a blank line, lines starting with "- " as a list, **bold**. Built as React elements from plain
 * strings: nothing in an article is ever read as HTML.
 */
import type { ReactNode } from 'react';

function inline(text: string): ReactNode[] {
  return text.split('**').map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}

export function FaqArticleBody({ content }: { content: string }) {
  const blocks = content.split(/\n{2,}/);
  return (
    <div className="faq-article-body">
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{inline(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(block)}</p>;
      })}
    </div>
  );
}
