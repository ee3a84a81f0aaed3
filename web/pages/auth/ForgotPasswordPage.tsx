import { useDocumentTitle } from "@mantine/hooks";
import { useState } from "react";
import { AuthCard } from "../../components/AuthCard";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { ForgotPasswordSent } from "./ForgotPasswordSent";

/** Spec 02 section 2 "Forgot password": the form, then a Check Your Email confirmation (Try Again returns). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState("");
  useDocumentTitle("Forgot password · Clausewise");

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email" testId="forgot-success">
        <ForgotPasswordSent
          email={sentTo}
          onTryAgain={() => {
            setLastEmail(sentTo);
            setSentTo(null);
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address you registered with and we will send you a link to reset your password."
      testId="forgot-form"
    >
      <ForgotPasswordForm initialEmail={lastEmail} onSent={setSentTo} />
    </AuthCard>
  );
}
