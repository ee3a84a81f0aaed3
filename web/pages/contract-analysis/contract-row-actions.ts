import type { ContractSummary } from "../../api/contracts";

/** What a row needs to draw its View / Download / Delete buttons. */
export type ContractRowActions = {
  forContract: (contract: ContractSummary) => {
    isDownloading: boolean;
    isDownloadDisabled: boolean;
    isDeleting: boolean;
    onDownload: (contract: ContractSummary) => void;
    onDelete: (contract: ContractSummary) => void;
  };
};
