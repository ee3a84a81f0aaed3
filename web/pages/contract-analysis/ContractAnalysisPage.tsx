import { Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import type { ContractSummary } from "../../api/contracts";
import { OPEN_ANALYSIS_EVENT } from "../../components/upgrade/upgrade-events";
import { useAutoUploadParam } from "../../components/upload/use-auto-upload-param";
import { AnalysedContractsList } from "./AnalysedContractsList";
import { DraftUploadCard } from "./DraftUploadCard";
import { HowItWorks } from "./HowItWorks";
import { useDraftUpload } from "./use-draft-upload";
import { ContractAnalysisView } from "./view/ContractAnalysisView";

/** /contract-analysis and /contract-analysis/:id; with an id the full-screen analysis opens over the page. */
export function ContractAnalysisPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const upload = useDraftUpload();
  const openRef = useRef<() => void>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);

  const openChooser = useCallback(() => openRef.current?.(), []);
  const focusChooseButton = useCallback(() => chooseButtonRef.current?.focus(), []);
  // Browsers may refuse a file chooser opened without a user gesture; the banner and the focused
  // 'Choose file' button are then what the person sees.
  const openWithFocus = useCallback(() => {
    focusChooseButton();
    openChooser();
  }, [openChooser, focusChooseButton]);
  const isBannerVisible = useAutoUploadParam(openWithFocus);

  useEffect(() => {
    const handleOpenAnalysis = (event: Event) => {
      const contractId = (event as CustomEvent<{ contractId?: string }>).detail?.contractId;
      if (contractId) navigate(`/contract-analysis/${encodeURIComponent(contractId)}`);
    };
    window.addEventListener(OPEN_ANALYSIS_EVENT, handleOpenAnalysis);
    return () => window.removeEventListener(OPEN_ANALYSIS_EVENT, handleOpenAnalysis);
  }, [navigate]);

  const { state, isBusy } = upload;
  const analysingId = isBusy ? state.contractId : null;
  const handleAnalyse = (contract: ContractSummary) =>
    upload.analyseExisting(contract.id, contract.originalName);
  // The list's search and filters are in the address: closing the review returns to the same list.
  const handleCloseView = () => navigate({ pathname: "/contract-analysis", search });

  return (
    <>
      <Stack gap="xl" py="md">
        <div>
          <Title order={1}>Contract Analysis</Title>
          <Text c="dimmed">
            Upload a draft contract to see which terms are risky, why they matter and what to ask for.
          </Text>
        </div>
        <HowItWorks />
        <DraftUploadCard
          state={state}
          isBusy={isBusy}
          problem={upload.problem}
          onDismissProblem={upload.dismissProblem}
          onFile={upload.uploadFile}
          openRef={openRef}
          chooseButtonRef={chooseButtonRef}
          onChooseFile={openChooser}
          isBannerVisible={isBannerVisible}
        />
        <AnalysedContractsList
          onUpload={openChooser}
          isBusy={isBusy}
          analysingId={analysingId}
          onAnalyse={handleAnalyse}
        />
      </Stack>
      {id && <ContractAnalysisView contractId={id} onClose={handleCloseView} />}
    </>
  );
}
