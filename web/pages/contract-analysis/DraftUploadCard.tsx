import { Alert, Button, Group, Paper, Stack, Text, Title, Transition } from "@mantine/core";
import type { FileRejection, FileWithPath } from "@mantine/dropzone";
import { IconFileTypeDocx, IconInfoCircle, IconUpload } from "@tabler/icons-react";
import type { Ref, RefObject } from "react";
import { DRAFT_ACCEPT } from "../../../common/upload-rules";
import { ContractDropzone } from "../../components/upload/ContractDropzone";
import { UploadProgress } from "./UploadProgress";
import type { UploadFlowState, UploadProblem } from "./use-draft-upload";

type Props = {
  state: UploadFlowState;
  isBusy: boolean;
  problem: UploadProblem | null;
  onDismissProblem: () => void;
  onFile: (file: File) => void;
  /** Filled by the Dropzone with a function that opens the file chooser. */
  openRef: Ref<() => void>;
  chooseButtonRef: RefObject<HTMLButtonElement | null>;
  onChooseFile: () => void;
  isBannerVisible: boolean;
};

// The input is what tests and assistive tools reach; data-* keys are not in React's input props type.
const INPUT_PROPS = {
  "data-testid": "draft-upload-input",
  "aria-label": "Choose a DOCX contract to upload",
} as React.InputHTMLAttributes<HTMLInputElement>;

export function DraftUploadCard({
  state,
  isBusy,
  problem,
  onDismissProblem,
  onFile,
  openRef,
  chooseButtonRef,
  onChooseFile,
  isBannerVisible,
}: Props) {
  // Files the Dropzone rejects by type still go through our checks, so the person sees the spec's message.
  const handleDrop = (files: FileWithPath[]) => files[0] && onFile(files[0]);
  const handleReject = (rejections: FileRejection[]) => rejections[0] && onFile(rejections[0].file);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="draft-upload-card">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Upload a draft contract
          </Title>
          <Text c="dimmed" size="sm">
            Word documents (.docx) from 100 bytes up to 10MB. Analysis starts as soon as the upload ends.
          </Text>
        </div>

        <Transition mounted={isBannerVisible} transition="fade" duration={200}>
          {(styles) => (
            <Alert
              style={styles}
              color="blue"
              icon={<IconInfoCircle aria-hidden />}
              role="status"
              data-testid="auto-upload-banner"
            >
              Ready to upload your contract for analysis
            </Alert>
          )}
        </Transition>

        <ContractDropzone
          onDrop={handleDrop}
          onReject={handleReject}
          accept={DRAFT_ACCEPT}
          isBusy={isBusy}
          openRef={openRef}
          inputProps={INPUT_PROPS}
          aria-label="Drop a DOCX contract here or press Enter to choose one"
          data-testid="draft-dropzone"
          idleIcon={<IconFileTypeDocx size={44} color="var(--mantine-color-dimmed)" aria-hidden />}
          title="Drag your contract here or click to browse"
          hint="DOCX only. One file at a time."
        />

        <Group justify="space-between" gap="sm">
          <Button
            ref={chooseButtonRef}
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={onChooseFile}
            disabled={isBusy}
            data-testid="draft-choose-file"
          >
            Choose file
          </Button>
        </Group>

        {problem && (
          <Alert
            color="red"
            title={problem.title ?? undefined}
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={onDismissProblem}
            role="alert"
            data-testid="upload-error"
          >
            {problem.message}
          </Alert>
        )}

        {state.phase !== "idle" && <UploadProgress state={state} />}
      </Stack>
    </Paper>
  );
}
