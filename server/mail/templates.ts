import type { MailMessage } from "./mailer";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function layout(paragraphs: string[], link?: { url: string; label: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="background:#0c7c8c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : "";
  return `<div style="font-family:system-ui,sans-serif;max-width:560px">${body}${button}<p style="color:#666;font-size:12px">Clausewise</p></div>`;
}

export function passwordResetMail(options: { to: string; firstName: string; url: string }): MailMessage {
  const lines = [
    `Hello ${options.firstName},`,
    "We received a request to reset your Clausewise password. The link below works once and expires in 1 hour.",
    "If you did not ask for this, you can ignore this email: your password stays the same.",
  ];
  return {
    to: options.to,
    subject: "Reset your Clausewise password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${options.url}\n`,
    html: layout(lines, { url: options.url, label: "Reset password" }),
  };
}

/** Sent instead of an error when someone registers with an email that already has an account. */
export function accountExistsMail(options: { to: string; firstName: string; appUrl: string }): MailMessage {
  const lines = [
    `Hello ${options.firstName},`,
    "Someone, perhaps you, tried to create a new Clausewise account with this email address. You already have an account, so nothing was changed.",
    "If it was you, log in with your password, or reset it if you have forgotten it. If it was not you, you can ignore this email.",
  ];
  const url = `${options.appUrl}/login`;
  return {
    to: options.to,
    subject: "You already have a Clausewise account",
    text: `${lines.join("\n\n")}\n\nLog in: ${url}\nForgotten your password? ${options.appUrl}/forgot-password\n`,
    html: layout(lines, { url, label: "Log in" }),
  };
}

export function contactMessageMail(options: {
  to: string;
  name: string;
  email: string;
  company: string;
  message: string;
}): MailMessage {
  const lines = [
    `From: ${options.name} <${options.email}>`,
    `Company: ${options.company || "—"}`,
    options.message,
  ];
  return {
    to: options.to,
    subject: `New contact message from ${options.name}`,
    text: lines.join("\n\n"),
    html: layout(lines),
  };
}
