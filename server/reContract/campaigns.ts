/** The campaigns and whether one still runs: offers of an ended campaign are refused. */
import type { Campaign, CampaignControl } from '../../src/api/reContract/types';
import { BODY_CODES } from '../../src/api/types';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { RE_CONTRACT_CODES as CODES, RE_CONTRACT_MESSAGES as M } from './messages';

interface CampaignRow {
  id: string;
  name: string;
  ends_at: number;
}

const toCampaign = (row: CampaignRow, now: number): Campaign => ({
  campaignId: row.id,
  name: row.name,
  endsAt: new Date(row.ends_at).toISOString(),
  campaignStatus: row.ends_at > now ? 'OPEN' : 'CLOSED',
});

export function campaignById(db: Db, id: string, now: number): Campaign {
  const row = db.prepare('SELECT * FROM recontract_campaigns WHERE id = ?').get(id) as
    | CampaignRow
    | undefined;
  if (!row) throw new ApiError(404, BODY_CODES.notFound, M.campaignNotFound);
  return toCampaign(row, now);
}

const messageOf = (campaign: Campaign) =>
  campaign.campaignStatus === 'OPEN' ? M.campaignOpen(campaign.endsAt) : M.campaignClosed(campaign.endsAt);

/** One campaign asked by id, or the one running now (else the one that ended last). */
export function campaignControl(db: Db, now: number, id?: string): CampaignControl {
  if (id) {
    const campaign = campaignById(db, id, now);
    return { campaignStatus: campaign.campaignStatus, campaign, message: messageOf(campaign) };
  }
  const row = db.prepare('SELECT * FROM recontract_campaigns ORDER BY ends_at DESC LIMIT 1').get() as
    | CampaignRow
    | undefined;
  if (!row) return { campaignStatus: 'CLOSED', message: M.noCampaign };
  const campaign = toCampaign(row, now);
  return { campaignStatus: campaign.campaignStatus, campaign, message: messageOf(campaign) };
}

/** The campaign, refused with its end date when it has ended. */
export function requireOpen(db: Db, id: string, now: number): Campaign {
  const campaign = campaignById(db, id, now);
  if (campaign.campaignStatus === 'CLOSED')
    throw new ApiError(409, CODES.campaignClosed, M.campaignClosed(campaign.endsAt));
  return campaign;
}
