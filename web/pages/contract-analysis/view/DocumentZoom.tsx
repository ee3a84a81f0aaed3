import { ActionIcon, Button, Group, Text, Tooltip } from "@mantine/core";
import { IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { clampZoom, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from "./zoom";

type Props = { zoom: number; onChange: (zoom: number) => void };

export function DocumentZoom({ zoom, onChange }: Props) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Document zoom">
      <Tooltip label="Zoom out">
        <ActionIcon
          variant="default"
          aria-label="Zoom out"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => onChange(clampZoom(zoom - ZOOM_STEP))}
          data-testid="zoom-out"
        >
          <IconZoomOut size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Text
        size="sm"
        w={48}
        ta="center"
        style={{ fontVariantNumeric: "tabular-nums" }}
        aria-live="polite"
        data-testid="zoom-level"
      >
        {zoom}%
      </Text>
      <Tooltip label="Zoom in">
        <ActionIcon
          variant="default"
          aria-label="Zoom in"
          disabled={zoom >= ZOOM_MAX}
          onClick={() => onChange(clampZoom(zoom + ZOOM_STEP))}
          data-testid="zoom-in"
        >
          <IconZoomIn size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={zoom === ZOOM_DEFAULT}
        onClick={() => onChange(ZOOM_DEFAULT)}
        data-testid="zoom-reset"
      >
        Reset
      </Button>
    </Group>
  );
}
