import { useApolloClient } from '@apollo/client';
import { Trans } from '@lingui/react/macro';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { useAcceptSchoolCodeMutation } from './AcceptSchoolCode.generated';
import { useProposeSchoolCodeMutation } from './ProposeSchoolCode.generated';
import { useRenewSchoolCodeMutation } from './RenewSchoolCode.generated';
import {
  SchoolCodeSectionDocument,
  useSchoolCodeSectionQuery,
  type SchoolCodeSection_SchoolCodeFragment,
} from './SchoolCodeSection.generated';
import { SchoolCodePanel, type SchoolCodeAction } from './SchoolCodePanel';
import { answered } from './mutationPayload';

/**
 * seed 001 §2 'My school code: view, renew, and accept a proposed code' (Director, API.md), without a heading:
 * its place gives it one. Each answer carries the school code, which replaces the cached one, so the panel shows
 * what the programme now says.
 */
function SchoolCode() {
  const client = useApolloClient();
  const { data, loading, error } = useSchoolCodeSectionQuery();
  const [propose] = useProposeSchoolCodeMutation();
  const [renew] = useRenewSchoolCodeMutation();
  const [accept] = useAcceptSchoolCodeMutation();
  const schoolCode = data?.schoolCode;

  /** The answer's school code replaces the shown one (it has no id, so the query's value is written). */
  const remember = (answer: SchoolCodeSection_SchoolCodeFragment | null | undefined) => {
    if (answer) client.writeQuery({ query: SchoolCodeSectionDocument, data: { schoolCode: answer } });
  };

  const onAction = async (action: SchoolCodeAction) => {
    const payload = answered(
      action === 'propose'
        ? (await propose()).data?.proposeSchoolCode
        : action === 'renew'
          ? (await renew()).data?.renewSchoolCode
          : (await accept()).data?.acceptSchoolCode,
      `${action}SchoolCode`,
    );
    remember(payload.schoolCode);
    return payload.userErrors;
  };

  return schoolCode ? (
    <SchoolCodePanel
      schoolCode={{ code: schoolCode.schoolCode, proposal: schoolCode.proposal ?? null }}
      onAction={onAction}
    />
  ) : loading ? (
    <LoadingRegion>
      <Skeleton width="12rem" />
      <Skeleton width="16rem" height="2.75rem" shape="pill" />
    </LoadingRegion>
  ) : error ? (
    <LoadError />
  ) : null;
}

/** The school code as a part of another page (the director's dashboard), under its own h2. */
export function SchoolCodeSection() {
  return (
    <section aria-labelledby="school-code-heading">
      <h2 id="school-code-heading">
        <Trans>Schoolcode</Trans>
      </h2>
      <SchoolCode />
    </section>
  );
}

/** seed 001 §2 school id page (klaslezen/schoolid): the director's school code, the page's one heading its h1. */
export function SchoolCodePage() {
  return (
    <>
      <h1>
        <Trans>Mijn schoolcode</Trans>
      </h1>
      <SchoolCode />
    </>
  );
}
