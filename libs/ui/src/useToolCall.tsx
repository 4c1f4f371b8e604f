// One tool call as its page and its workflow step run it: the mutation, the usage refresh after a
// generation (the weekly counter moved) and what the user is told when it fails. Each tool wraps it
// in its own use<Action> hook, so page and step fail the same way.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { asWorkflowStep, SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { isEmbedLimit, isPlanRefusal, onGenerationFailure } from "@seo/ui/generationFailure";
import { useToast, type ToastOptions } from "@seo/ui/toastStore";
import type { ToolScreen } from "@seo/ui/ToolForm";

export const GENERATION_FAILED = "Generation Failed";

export interface ToolCallOptions<Input, Output> {
  call(input: Input): Promise<Output>;
  screen: ToolScreen;
  /** The 'Generation Failed' toast's text ("Failed to generate description. Please try again."). */
  failure: string;
  /**
   * How the page reports a failure other than a plan refusal (which the page explains beside its
   * Generate button, GenerationStatus): "explain" toasts an outage or a refused input as such
   * (generationFailure); "toast" always shows the 'Generation Failed' toast. The workflow step
   * always toasts: the user stays on their project.
   */
  onPage?: "explain" | "toast";
}

/** The 'Generation Failed' toast. */
export function generationFailedToast(description: string): ToastOptions {
  return { title: GENERATION_FAILED, description, variant: "destructive" };
}

export function useToolCall<Input, Output>({ call, screen, failure, onPage = "explain" }: ToolCallOptions<Input, Output>) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const refreshUsage = () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  return useMutation<Output, Error, Input>({
    // A workflow step's generation is stored as one (the history says where it was made).
    mutationFn: screen === "workflow" ? (input) => asWorkflowStep(() => call(input)) : call,
    onSuccess: refreshUsage,
    onError: (error) => {
      if (screen === "page" && isPlanRefusal(error)) {
        // The page keeps the input and says why in place; the usage it shows may be out of date.
        refreshUsage();
        return;
      }
      if (screen === "page" && isEmbedLimit(error)) return;
      if (screen === "page" && onPage === "explain") onGenerationFailure(error, toast);
      else toast(generationFailedToast(failure));
    },
  });
}
