import { Group, Text } from "@mantine/core";
import { Dropzone, type DropzoneProps } from "@mantine/dropzone";
import { IconUpload, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

type Props = Pick<DropzoneProps, "onDrop" | "onReject" | "accept" | "openRef" | "inputProps"> & {
  isBusy: boolean;
  idleIcon: ReactNode;
  title: string;
  hint: string;
  "aria-label": string;
  "data-testid": string;
};

/** The one file drop area of both upload screens: drafts (DOCX) and signed contracts (PDF or Word). */
export function ContractDropzone({ isBusy, idleIcon, title, hint, ...props }: Props) {
  return (
    <Dropzone {...props} multiple={false} disabled={isBusy} style={isBusy ? { opacity: 0.6 } : undefined}>
      <Group justify="center" gap="lg" mih={120} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} color="var(--mantine-color-teal-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>{idleIcon}</Dropzone.Idle>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
