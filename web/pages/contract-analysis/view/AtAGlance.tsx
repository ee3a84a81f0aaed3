import { Badge, Box, Text, VisuallyHidden } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Fragment, useMemo } from "react";
import type { AnalysisRecord } from "../../../api/contracts";
import { glanceOf, noticeText, partyLine } from "./at-a-glance";
import classes from "./header.module.css";

type Props = { analysis: AnalysisRecord; ownCompanyName?: string | null };

/**
 * One or two lines under the header: who the parties are, in the contract's own words, which one the
 * user is, and when the contract starts and ends; a quiet notice when the user's company is not a party.
 */
export function AtAGlance({ analysis, ownCompanyName }: Props) {
  const glance = useMemo(() => glanceOf(analysis, ownCompanyName), [analysis, ownCompanyName]);
  return (
    <Box component="section" aria-label="At a glance" className={classes.glance} data-testid="at-a-glance">
      <dl className={classes.glanceList}>
        <div className={classes.glanceItem}>
          <dt>Parties</dt>
          <dd data-testid="glance-parties">
            {glance.parties.length === 0
              ? "Not stated"
              : glance.parties.map((party, index) => (
                  <Fragment key={party.name}>
                    {index > 0 && (
                      <span className={classes.glanceSeparator} aria-hidden="true">
                        {" · "}
                      </span>
                    )}
                    {/* a screen reader hears a pause between the parties where the screen shows a dot */}
                    {index > 0 && <VisuallyHidden>; </VisuallyHidden>}
                    <span className={classes.glanceParty}>
                      {partyLine(party)}
                      {party.isYou && (
                        <>
                          <VisuallyHidden>, </VisuallyHidden>
                          <Badge size="xs" variant="light" ml={6} data-testid="glance-you">
                            You
                          </Badge>
                        </>
                      )}
                    </span>
                  </Fragment>
                ))}
          </dd>
        </div>
        <div className={classes.glanceItem}>
          <dt>Dates</dt>
          <dd data-testid="glance-dates">
            {glance.start}
            <span className={classes.glanceSeparator} aria-hidden="true">
              {" · "}
            </span>
            <VisuallyHidden>; </VisuallyHidden>
            {glance.end}
          </dd>
        </div>
      </dl>
      {glance.notice && (
        <Text size="xs" className={classes.glanceNotice} data-testid="glance-notice">
          <IconInfoCircle size={14} aria-hidden="true" className={classes.glanceNoticeIcon} />
          {noticeText(glance.notice)}
        </Text>
      )}
    </Box>
  );
}
