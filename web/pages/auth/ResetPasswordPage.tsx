import { useDocumentTitle } from "@mantine/hooks";
import { useState } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { ResetPasswordDone } from "./ResetPasswordDone";
import { ResetPasswordForm } from "./ResetPasswordForm";

/** Spec 02 section 2 "Reset password" at /reset-password/:token?email=...; no token sends the visitor to /login. */
export function ResetPasswordPage() {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState(false);
  useDocumentTitle("Reset password · Clausewise");

  if (!token) return <Navigate to="/login" replace />;
  if (done) {
    return (
      <AuthCard title="Password Reset Complete" testId="reset-success">
        <ResetPasswordDone />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Choose a new password for your Clausewise account."
      testId="reset-form"
    >
      <ResetPasswordForm
        token={token}
        initialEmail={searchParams.get("email") ?? ""}
        onDone={() => setDone(true)}
      />
    </AuthCard>
  );
}
