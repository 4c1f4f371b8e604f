import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { seosnapshotRequestSchema, type SeosnapshotRequest } from "@seo/contracts/tools";
import { auditSeo } from "../api/auditSeo";

export default function SeoSnapshotPage() {
  const form = useForm<SeosnapshotRequest>({
    resolver: zodResolver(seosnapshotRequestSchema),
    defaultValues: { title: "", description: "", url: "" },
  });
  const audit = useMutation({
    mutationFn: auditSeo,
    onError: () => {
      window.location.href = "/pricing";
    },
  });
  return (
    <main>
      <h1>SeoSnapshot</h1>
      <form onSubmit={form.handleSubmit((v) => audit.mutate(v))}>
        <label htmlFor="title">Page Title</label>
        <input id="title" {...form.register("title")} />
        <label htmlFor="description">Meta Description</label>
        <textarea id="description" {...form.register("description")} />
        <label htmlFor="url">Website URL (Optional)</label>
        <input id="url" {...form.register("url")} />
        <button type="submit" disabled={audit.isPending}>
          {audit.isPending ? "Generating..." : "Audit SEO"}
        </button>
      </form>
      {audit.data && (
        <section aria-label="SEO score">
          <p data-testid="overall-score">{audit.data.scores.overall}/100</p>
          <pre>{audit.data.result}</pre>
        </section>
      )}
    </main>
  );
}
