/**
 * The one place a worker row becomes the W§3 Worker JSON (schemas/api/worker.schema.json and
 * worker-application.schema.json). Every route that answers a worker goes through here, so a column can
 * never leak (the password hash) or be named two ways.
 */
import type { Worker } from '../../../engine/generated/api/worker';
import type { WorkerApplication } from '../../../engine/generated/api/worker-application';
import type { WorkerApplicationRow, WorkerRow } from '../auth/session-service';

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

export function workerApplicationJson(application: WorkerApplicationRow): WorkerApplication {
  return {
    status: application.status,
    treatments: [...application.treatments],
    certification: application.certification,
    selfEmployed: application.selfEmployed,
    insured: application.insured,
    transportMode: application.transportMode,
    licenceNumber: application.licenceNumber,
    hoursOfExperience: application.hoursOfExperience,
    school: application.school,
    otherSchool: application.otherSchool,
    comingFrom: application.comingFrom,
    referer: application.referer,
    utmFirst: (application.utmFirst as Record<string, string> | null) ?? null,
    utmLast: (application.utmLast as Record<string, string> | null) ?? null,
    workWeekdays: application.workWeekdays,
    workWeekends: application.workWeekends,
    workMornings: application.workMornings,
    workAfternoons: application.workAfternoons,
    workEvenings: application.workEvenings,
    interviewDate_id: application.interviewDateId,
    interviewDate: iso(application.interviewDate),
    lastSubmittedScreeningQuestionnaireAt: iso(application.lastSubmittedScreeningQuestionnaireAt),
    lastScreeningQuestionnaireResult: application.lastScreeningQuestionnaireResult,
    lastScreeningQuestionnaireScore: application.lastScreeningQuestionnaireScore,
    lastScreeningQuestionnaireFailReason: application.lastScreeningQuestionnaireFailReason,
    partnership_id: application.partnershipId,
  };
}

export interface WorkerJsonExtras {
  /** Keys of required document types without a file (read from the documents tables). */
  pendingDocumentTypes?: string[];
}

export function workerJson(row: WorkerRow, application: WorkerApplicationRow | null, extras: WorkerJsonExtras = {}): Worker {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    gender: row.gender,
    male: row.male,
    language: row.language,
    language_id: row.languageId,
    city_id: row.cityId,
    country_id: row.countryId,
    education: row.education,
    experience: row.experience,
    residentialAddress: {
      address1: row.residentialAddress1,
      postcode: row.residentialPostcode,
      city: row.residentialCity,
      country: row.residentialCountry,
    },
    active: row.active,
    verifiedEmail: row.verifiedEmail,
    signedLatestAgreement: row.signedLatestAgreement,
    latestAgreementVersion: row.latestAgreementVersion,
    operatorPartner_id: row.operatorPartnerId,
    studentAccount: row.studentAccount,
    // Only staff carry it, so a practitioner's answer is unchanged.
    ...(row.staffRole ? { staffRole: row.staffRole } : {}),
    graduationDate: row.graduationDate,
    graduationYear: row.graduationYear,
    weeklyEarningTarget: row.weeklyEarningTarget,
    application: application ? workerApplicationJson(application) : null,
    specialities: [...row.specialities],
    vertical_ids: [...row.verticalIds],
    pendingDocumentTypes: extras.pendingDocumentTypes ?? [],
    insuranceExpiresAt: iso(row.insuranceExpiresAt),
    lastLocationUpdate: iso(row.lastLocationUpdate),
    rating: row.rating,
    referralCode: row.referralCode,
    // Derived, not stored: the session response fills it from PUBLIC_URL and the public-profile rule (issue 27).
    profileShareUrl: null,
    bioShort: row.bioShort,
    bio: row.bio,
    banking: {
      accountNumber: row.bankingAccountNumber,
      sortCode: row.bankingSortCode,
      iban: row.bankingIban,
      bic: row.bankingBic,
    },
    hideStatements: row.hideStatements,
    hideCommunity: row.hideCommunity,
    hideReferral: row.hideReferral,
    hidePartnershipAgreement: row.hidePartnershipAgreement,
    cannotUpdateBankingDetails: row.cannotUpdateBankingDetails,
    lastAcceptedMarketingCommunicationsAt: iso(row.lastAcceptedMarketingCommunicationsAt),
    lastAcceptedTermsAndConditionsAt: iso(row.lastAcceptedTermsAndConditionsAt),
    createdAt: row.createdAt.toISOString(),
  };
}
