import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { FileRejection, FileWithPath } from "@mantine/dropzone";
import { useMediaQuery } from "@mantine/hooks";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { EXECUTED_ACCEPT } from "../../../common/upload-rules";
import { discardExecutedUpload } from "../../api/portfolio";
import { usageQuery } from "../../api/usage";
import { openUpgradeDialog } from "../../components/upgrade/upgrade-events";
import { ContractDropzone } from "../../components/upload/ContractDropzone";
import { ExecutedUploadProgress } from "./ExecutedUploadProgress";
import { ManualEntryForm } from "./ManualEntryForm";
import { useExecutedUpload } from "./use-executed-upload";

type Props = { opened: boolean; onClose: () => void };

// The input is what tests and assistive tools reach; data-* keys are not in React's input props type.
const INPUT_PROPS = {
  "data-testid": "executed-upload-input",
  "aria-label": "Choose a signed contract (PDF or Word) to upload",
} as React.InputHTMLAttributes<HTMLInputElement>;

/** Pick a file, upload it with progress, then check the details read from it and save. */
export function UploadExecutedModal({ opened, onClose }: Props) {
  const isMobile = useMediaQuery("(max-width: 48em)");
  const [isManualOnly, setManualOnly] = useState(false);
  const openRef = useRef<() => void>(null);

  const handleClose = () => {
    upload.reset();
    setManualOnly(false);
    onClose();
  };
  const upload = useExecutedUpload(handleClose);
  const { state } = upload;
  // a file read for the form but not saved is not kept: it would wait a day for the sweep
  const handleCancel = () => {
    const uploadId = state.phase === "ready" ? state.result?.uploadId : undefined;
    if (uploadId) void discardExecutedUpload(uploadId).catch(() => undefined);
    handleClose();
  };
  const isBusy = state.phase !== "idle" && state.phase !== "ready";
  const isFormStep = state.phase === "ready" || isManualOnly;

  // a full storage allowance is said before the form is filled in, as it is for an upload
  const usage = useQuery({ ...usageQuery(), enabled: opened });
  const handleManualOnly = () => {
    if (usage.data?.canUpload === false) {
      handleClose();
      openUpgradeDialog("storage_limit");
      return;
    }
    setManualOnly(true);
  };

  // Files the Dropzone refuses by type still go through our check, so the person sees the spec's message.
  const handleDrop = (files: FileWithPath[]) => files[0] && upload.uploadFile(files[0]);
  const handleReject = (rejections: FileRejection[]) =>
    rejections[0] && upload.uploadFile(rejections[0].file);

  return (
    <Modal
      opened={opened}
      onClose={isFormStep ? handleCancel : handleClose}
      title={isFormStep ? "Check the contract details" : "Add an executed contract"}
      size="xl"
      fullScreen={isMobile}
      closeOnClickOutside={!isBusy && !isFormStep}
      data-testid="upload-executed-modal"
    >
      {isFormStep ? (
        <ManualEntryForm upload={state.result} onSaved={handleClose} onCancel={handleCancel} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Upload the signed copy. We read the key details (parties, value, dates, renewal and notice) and
            you check them before saving. Scanned PDFs are read page by page.
          </Text>
          <ContractDropzone
            onDrop={handleDrop}
            onReject={handleReject}
            accept={EXECUTED_ACCEPT}
            isBusy={isBusy}
            openRef={openRef}
            inputProps={INPUT_PROPS}
            aria-label="Drop a signed contract here or press Enter to choose one"
            data-testid="executed-dropzone"
            idleIcon={<IconFileTypePdf size={44} color="var(--mantine-color-dimmed)" aria-hidden />}
            title="Drag the signed contract here or click to browse"
            hint="PDF or Word (.docx), up to 10MB."
          />
          {state.phase !== "idle" && <ExecutedUploadProgress state={state} />}
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              onClick={handleManualOnly}
              disabled={isBusy}
              data-testid="manual-without-file"
            >
              Enter details without a file
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={handleClose}>
                Cancel
              </Button>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => openRef.current?.()}
                disabled={isBusy}
                data-testid="executed-choose-file"
              >
                Choose file
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
