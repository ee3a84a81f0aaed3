import { Accordion, Alert, Text } from "@mantine/core";
import { IconAlertTriangle, IconFileText, IconInfoCircle } from "@tabler/icons-react";
import type { ExecutedUpload } from "../../api/portfolio";

type Props = { upload: ExecutedUpload | null };

/** What the extraction managed: a scan to check, no text at all, or details found; plus the text read. */
export function ExtractionNotice({ upload }: Props) {
  const data = upload?.extractedData;
  if (!upload) return null;
  const isScan = Boolean(data?.success && (data.needsReview || data.extractionMethod === "ocr"));
  return (
    <>
      {isScan && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title="Please check: these details were read from a scan"
          // Mantine's yellow title on the light yellow background is below AA contrast.
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          data-testid="ocr-review-notice"
        >
          {data?.note ?? "Text recognition can misread names, numbers and dates."} Fields filled from the scan
          are marked “check”.
        </Alert>
      )}
      {!data?.success && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="extraction-note">
          {data?.note ??
            "We could not read any text from this file. It is stored; please fill in the details yourself."}
        </Alert>
      )}
      {data?.success && data.text && (
        <Accordion variant="contained" chevronPosition="right">
          <Accordion.Item value="text">
            <Accordion.Control icon={<IconFileText size={16} aria-hidden />}>
              Text we read from {upload.fileName}
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="xs" c="dimmed" mb={4}>
                The first {Math.min(2000, data.text.length).toLocaleString("en-GB")} of{" "}
                {data.textLength.toLocaleString("en-GB")} characters.
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", maxHeight: 220, overflowY: "auto" }}>
                {data.text}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </>
  );
}
