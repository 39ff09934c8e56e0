import type { ComponentProps, ReactNode } from "react";
import { useCompany } from "~/company";
import { projectPageCopy } from "../copy/customer-projects";
import { feedbackAdminCopy, feedbackCopy } from "../copy/feedback";
import { Approval, Delivery } from "./approval";
import { type FeedbackRefusal, FeedbackRounds, type PickedPoint } from "./feedback-rounds";
import { ProjectBrief } from "./project-brief";
import { ProjectMessages } from "./project-messages";

type Rounds = ComponentProps<typeof FeedbackRounds>["rounds"];
type Files = ComponentProps<typeof Delivery>["files"];

/** What the customer's page and the staff's page both load of a project. */
type ProjectOnView = {
  step: string;
  rounds: Rounds;
  selectedRound?: number;
  compareId?: string;
  approval: ComponentProps<typeof Approval>["approval"];
  deliveryFiles: Files;
  filesDeleted: string | null;
  brief: ComponentProps<typeof ProjectBrief>["brief"];
  briefFiles: Files;
  messages: ComponentProps<typeof ProjectMessages>["messages"];
};

/**
 * A customer project's rounds with their pins, the final files, the brief with its files and
 * the message thread: the same view for the customer and for staff. Staff read their own
 * wording, see the approval as a state rather than a form, bring their upload forms, and read
 * the project's timeline (with their reply form) where the customer reads the thread.
 */
export function CustomerProjectView({
  project,
  feedback,
  staff = false,
  uploads,
  messageForm,
  timeline,
  downloadAll,
}: {
  project: ProjectOnView;
  /** The answer to a feedback form that went back to the page: a point to confirm, or a refusal. */
  feedback: { pick?: PickedPoint; refusal?: FeedbackRefusal };
  staff?: boolean;
  /** Staff's forms for a new round and the final files, under the rounds. */
  uploads?: ReactNode;
  /** The customer's reply form, under the thread. */
  messageForm?: ReactNode;
  /** Staff's timeline of the project (decision 330), in the thread's place. */
  timeline?: ReactNode;
  /** The customer's link to every delivered file as one ZIP. */
  downloadAll?: string;
}) {
  const latestRound = project.rounds[0]?.number;
  // Once delivered, the final files are what the customer comes for: they lead the page.
  const deliveredFirst = !staff && project.deliveryFiles.length > 0;
  const delivery = (
    <Delivery
      files={project.deliveryFiles}
      show={project.step === "levering"}
      first={deliveredFirst}
      downloadAll={downloadAll}
      empty={
        project.filesDeleted
          ? feedbackCopy.delivery.filesDeleted(project.filesDeleted)
          : staff
            ? feedbackAdminCopy.deliveryEmpty
            : feedbackCopy.delivery.empty
      }
    />
  );
  const studio = useCompany().name;
  return (
    <>
      {deliveredFirst ? delivery : null}
      <section aria-labelledby="tilbakemeldinger-tittel" className="space-y-6">
        <h2 id="tilbakemeldinger-tittel" className={staff ? "text-2xl" : "text-3xl"}>
          {staff ? feedbackAdminCopy.heading : feedbackCopy.heading}
        </h2>
        {staff ? (
          <p className="text-sm">
            {project.approval
              ? feedbackAdminCopy.approvalState.approved(project.approval.round)
              : feedbackAdminCopy.approvalState.none}
          </p>
        ) : latestRound !== undefined ? (
          <p className="max-w-prose text-muted-foreground">{feedbackCopy.intro}</p>
        ) : null}
        {staff && project.approval && !project.rounds.length ? (
          <p className="text-muted-foreground">{feedbackAdminCopy.roundsErased}</p>
        ) : (
          <FeedbackRounds
            rounds={project.rounds}
            selected={project.selectedRound}
            compareId={project.compareId}
            pick={feedback.pick}
            refusal={feedback.refusal}
            staff={staff}
          />
        )}
        {!staff && latestRound !== undefined ? (
          <Approval
            approval={project.approval}
            latestRound={latestRound}
            refusal={feedback.refusal?.target === "approve" ? feedback.refusal.message : undefined}
          />
        ) : null}
        {uploads}
        {deliveredFirst ? null : delivery}
      </section>
      <ProjectBrief brief={project.brief} files={project.briefFiles} />
      {timeline ?? (
        <ProjectMessages
          heading={projectPageCopy.threadHeading}
          messages={project.messages}
          authors={{ customer: projectPageCopy.customerAuthor, staff: studio }}
          empty={projectPageCopy.noMessages}
        >
          {messageForm}
        </ProjectMessages>
      )}
    </>
  );
}
