/**
 * A novel has some 120k words: paragraphs start as plain text (one text node each) and get a span per word only when
 * they come near the viewport, or when playback reaches them. Once expanded a paragraph stays expanded.
 */
export interface ParagraphExpander {
  /** False where IntersectionObserver is missing: every paragraph is expanded from the start. */
  readonly lazy: boolean;
  /** Watches a collapsed paragraph; `expand` turns it into word spans. Returns the unregister. */
  register(paragraph: number, element: Element, expand: () => void): () => void;
  /** Expands a paragraph now (playback or a seek reached it). */
  expand(paragraph: number): void;
  /** A paragraph's words are now in the document. */
  expanded(paragraph: number): void;
  /** Called after each expansion, so a highlight waiting for its word can be applied. */
  onExpanded(listener: ((paragraph: number) => void) | null): void;
  dispose(): void;
}

/** How far outside the viewport a paragraph gets its words, so scrolling never shows a paragraph being filled in. */
const NEAR_VIEWPORT = '800px 0px';

export function createParagraphExpander(): ParagraphExpander {
  const expanders = new Map<number, () => void>();
  const paragraphOf = new WeakMap<Element, number>();
  let listener: ((paragraph: number) => void) | null = null;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const paragraph = paragraphOf.get(entry.target);
              if (entry.isIntersecting && paragraph !== undefined) expanders.get(paragraph)?.();
            }
          },
          { rootMargin: NEAR_VIEWPORT },
        );

  return {
    lazy: observer !== null,
    register(paragraph, element, expand) {
      expanders.set(paragraph, expand);
      paragraphOf.set(element, paragraph);
      observer?.observe(element);
      return () => {
        observer?.unobserve(element);
        if (expanders.get(paragraph) === expand) expanders.delete(paragraph);
      };
    },
    expand(paragraph) {
      expanders.get(paragraph)?.();
    },
    expanded(paragraph) {
      listener?.(paragraph);
    },
    onExpanded(next) {
      listener = next;
    },
    dispose() {
      observer?.disconnect();
      expanders.clear();
      listener = null;
    },
  };
}
