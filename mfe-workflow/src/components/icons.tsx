// The workflow's icons come from the design system's one set (libs/ui/src/icons.tsx).
export {
  ArrowLeftIcon,
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  CopyIcon,
  DownloadIcon,
  FlowIcon,
  FolderIcon,
  LockIcon,
  PlusIcon,
  TrashIcon,
  XIcon,
} from "@seo/ui/icons";
