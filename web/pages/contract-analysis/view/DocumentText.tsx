import { useRef } from "react";
import classes from "./document.module.css";
import type { HighlightSpec } from "./highlight-segments";
import { useDocumentHighlights } from "./use-highlights";

type Props = {
  html: string;
  specs: readonly HighlightSpec[];
  zoom: number;
  selectedId: string | null;
  selectionKey: number;
  onSelect: (highlightId: string) => void;
};

/** The sanitised contract HTML; its children are managed outside React so highlights can wrap text. */
export function DocumentText({ html, specs, zoom, selectedId, selectionKey, onSelect }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  useDocumentHighlights({
    rootRef,
    html,
    specs,
    markClassName: classes.mark,
    selectedId,
    selectionKey,
    onSelect,
  });
  return (
    <div
      ref={rootRef}
      className={classes.content}
      style={{ fontSize: `calc(var(--mantine-font-size-md) * ${zoom / 100})` }}
      data-testid="document-content"
    />
  );
}
