// FAQ accordion: native <details>/<summary>, so every answer is in the server's HTML (crawlers read it),
// each item opens by click, Enter or Space with no script, and screen readers announce expanded/collapsed.
import type { FaqItem } from "@vetan/shared/site";

/** Answers are plain text; a blank line starts a new paragraph. */
const paragraphs = (answer: string) => answer.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.pk_faq_id} id={`faq-${item.pk_faq_id}`} className="faq-item">
          <summary>
            <span className="faq-item__question">{item.question}</span>
            <span className="faq-item__marker" aria-hidden="true" />
          </summary>
          <div className="faq-item__answer">
            {paragraphs(item.answer).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** schema.org FAQPage for search engines: one Question with its accepted Answer per item. */
export function faqJsonLd(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
