export {
  answeringMalformedForms,
  receivePublicForm,
  type Refusal,
  refusedFormAnswer,
} from "./public-form.server";
export {
  discardUploads,
  MalformedFormError,
  receiveUploadForm,
  type StoredUpload,
} from "./upload-form.server";
