import { Button, Modal, Text } from "@mantine/core";
export function ContractAnalysisView({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  return (
    <Modal opened fullScreen onClose={onClose} title="Analysis (stub)">
      <Text data-testid="stub-view">Stub view for {contractId}</Text>
      <Button onClick={onClose}>Close</Button>
    </Modal>
  );
}
