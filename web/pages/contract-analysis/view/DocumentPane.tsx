import { Alert, Box, Group, Paper, Text, Title } from "@mantine/core";
import { IconFileOff } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { ContractView } from "../../../api/contracts";
import { DocumentText } from "./DocumentText";
import { DocumentZoom } from "./DocumentZoom";
import { documentHtml, isDocumentTextUnavailable } from "./document-source";
import type { HighlightSpec } from "./highlight-segments";
import { ZOOM_DEFAULT } from "./zoom";

type Props = {
  contract: ContractView["contract"];
  specs: readonly HighlightSpec[];
  selectedId: string | null;
  selectionKey: number;
  onSelectHighlight: (highlightId: string) => void;
};

/** Left pane: the contract with its findings highlighted, and the zoom controls. */
export function DocumentPane({ contract, specs, selectedId, selectionKey, onSelectHighlight }: Props) {
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const isUnavailable = isDocumentTextUnavailable(contract.extractedText);
  const { extractedHtml, extractedText } = contract;
  const html = useMemo(
    () => (isUnavailable ? "" : documentHtml({ extractedHtml, extractedText })),
    [isUnavailable, extractedHtml, extractedText],
  );

  return (
    <Paper
      withBorder
      component="section"
      aria-labelledby="analysis-document-heading"
      h="100%"
      style={{ display: "flex", flexDirection: "column", minHeight: 0 }}
      data-testid="document-pane"
    >
      <Group
        justify="space-between"
        px="md"
        py="xs"
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
      >
        <Title order={3} size="h5" id="analysis-document-heading">
          Contract text
        </Title>
        {!isUnavailable && <DocumentZoom zoom={zoom} onChange={setZoom} />}
      </Group>
      <Box p="md" style={{ flex: 1, minHeight: 0, overflow: "auto" }} data-testid="document-scroll">
        {isUnavailable ? (
          <Alert
            color="gray"
            icon={<IconFileOff size={20} aria-hidden="true" />}
            title="Document text not available"
            data-testid="document-unavailable"
          >
            <Text size="sm">
              We could not read the text of this document, so there is nothing to show here. Upload the Word
              file again, saved from Word rather than scanned.
            </Text>
          </Alert>
        ) : (
          <DocumentText
            html={html}
            specs={specs}
            zoom={zoom}
            selectedId={selectedId}
            selectionKey={selectionKey}
            onSelect={onSelectHighlight}
          />
        )}
      </Box>
    </Paper>
  );
}
