// The one look of every e-mail: the product's name, a heading, the body, and a footer that names the
// product and, for mails a user may opt out of, an unsubscribe link. Dark text on white, a violet
// button with white text (about 7:1), at most 560px wide; inline styles, as e-mail clients need.
import type { CSSProperties, ReactNode } from "react";
import { PRODUCT_NAME } from "@seo/contracts/brand";
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

export { PRODUCT_NAME };

const ACCENT = "#6d28d9";
const TEXT = "#111827";
const MUTED = "#4b5563";
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

const styles = {
  body: { backgroundColor: "#f4f4f5", color: TEXT, fontFamily: FONT, margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", maxWidth: "560px", margin: "0 auto", padding: "32px", borderRadius: "8px" },
  brand: { color: ACCENT, fontSize: "18px", fontWeight: 700, margin: "0 0 24px" },
  heading: { color: TEXT, fontSize: "22px", lineHeight: "30px", fontWeight: 700, margin: "0 0 16px" },
  paragraph: { color: TEXT, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" },
  note: { color: MUTED, fontSize: "14px", lineHeight: "22px", margin: "0 0 16px" },
  button: {
    backgroundColor: ACCENT,
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 600,
    textDecoration: "none",
    borderRadius: "6px",
    padding: "12px 20px",
    display: "inline-block",
  },
  link: { color: ACCENT, textDecoration: "underline", wordBreak: "break-all" },
  hr: { borderColor: "#e5e7eb", margin: "24px 0" },
  footer: { color: MUTED, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" },
} satisfies Record<string, CSSProperties>;

export function EmailLayout(props: {
  /** The line mail clients show after the subject. */
  preview: string;
  heading: string;
  /** Only for mails a user may opt out of; transactional mails have none. */
  unsubscribeUrl?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{PRODUCT_NAME}</Text>
          <Heading as="h1" style={styles.heading}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr style={styles.hr} />
          <Section>
            <Text style={styles.footer}>Sent by {PRODUCT_NAME}.</Text>
            {props.unsubscribeUrl ? (
              <Text style={styles.footer}>
                You receive this e-mail because you have a {PRODUCT_NAME} account.{" "}
                <Link href={props.unsubscribeUrl} style={styles.link}>
                  Unsubscribe
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{props.children}</Text>;
}

/** Secondary lines: validity, "if this wasn't you", test mode. */
export function Note(props: { children: ReactNode }) {
  return <Text style={styles.note}>{props.children}</Text>;
}

export function Greeting(props: { name: string }) {
  return <Paragraph>Hi {props.name},</Paragraph>;
}

export function InlineLink(props: { href: string; children: ReactNode }) {
  return (
    <Link href={props.href} style={styles.link}>
      {props.children}
    </Link>
  );
}

/**
 * The call to action, with the URL spelled out below it for clients that block buttons (the text
 * part shows the URL beside the label already, so that line is left out of it).
 */
export function ActionButton(props: { href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={props.href} style={styles.button}>
          {props.label}
        </Button>
      </Section>
      <Text style={styles.note} data-skip-in-text="true">
        If the button does not work, copy this link into your browser:{" "}
        <Link href={props.href} style={styles.link}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}
