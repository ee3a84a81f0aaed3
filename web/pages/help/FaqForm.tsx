import { Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Faq, FaqCategory } from "../../../common/help";
import { useSaveFaq } from "../../api/help";
import { parseOrder, saveHelpForm } from "./form-helpers";
import { HelpFormButtons, OrderInput } from "./HelpFormParts";

type Values = { categoryId: string | null; question: string; answer: string; order: number | string };

type Props = {
  faq?: Faq;
  /** Pre-selected category when adding from a category card. */
  categoryId?: string;
  categories: FaqCategory[];
  onDone: () => void;
};

/** Mounted each time its dialog opens, so Add starts empty and Edit starts from the FAQ. */
export function FaqForm({ faq, categoryId, categories, onDone }: Props) {
  const isEdit = Boolean(faq);
  const save = useSaveFaq();
  const form = useForm<Values>({
    initialValues: {
      categoryId: faq?.categoryId ?? categoryId ?? null,
      question: faq?.question ?? "",
      answer: faq?.answer ?? "",
      order: faq?.order ?? 0,
    },
  });

  const handleSubmit = (values: Values) =>
    saveHelpForm({
      save: () =>
        save.mutateAsync({
          id: faq?.id,
          body: {
            categoryId: values.categoryId ?? "",
            question: values.question,
            answer: values.answer,
            order: parseOrder(values.order),
          },
        }),
      form,
      success: isEdit ? "FAQ updated successfully" : "FAQ created successfully",
      failure: isEdit ? "Failed to update FAQ" : "Failed to create FAQ",
      onDone,
    });

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} data-testid="faq-form">
      <Stack>
        <Select
          label="Category"
          placeholder="Choose a category"
          data={categories.map((category) => ({ value: category.id, label: category.name }))}
          {...form.getInputProps("categoryId")}
        />
        <TextInput label="Question" data-autofocus {...form.getInputProps("question")} />
        <Textarea
          label="Answer"
          description="Simple HTML is allowed: <b>, <i>, <u>, <p>, lists and links. Anything else is removed. Line breaks are kept."
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("answer")}
        />
        <OrderInput {...form.getInputProps("order")} />
        <HelpFormButtons
          label={isEdit ? "Save Changes" : "Create FAQ"}
          saving={save.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
