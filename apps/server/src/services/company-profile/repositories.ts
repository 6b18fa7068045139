import type { Executor } from '../../db/executor.ts';
import { CompanyAnnualReportRepository } from '../../repositories/company-profile/company-annual-report-repository.ts';
import { CompanyBranchRepository } from '../../repositories/company-profile/company-branch-repository.ts';
import { CompanyChangeRepository } from '../../repositories/company-profile/company-change-repository.ts';
import { CompanyContactRepository } from '../../repositories/company-profile/company-contact-repository.ts';
import { CompanyIpRepository } from '../../repositories/company-profile/company-ip-repository.ts';
import { CompanyLicenceRepository } from '../../repositories/company-profile/company-licence-repository.ts';
import { CompanyMapRepository } from '../../repositories/company-profile/company-map-repository.ts';
import { CompanyPersonRepository } from '../../repositories/company-profile/company-person-repository.ts';
import { CompanyRiskRepository } from '../../repositories/company-profile/company-risk-repository.ts';
import { PersonRepository } from '../../repositories/company-profile/person-repository.ts';
import { ProfileCompanyRepository } from '../../repositories/company-profile/profile-company-repository.ts';
import { ProfileHeaderRepository } from '../../repositories/company-profile/profile-header-repository.ts';
import { ShareholdingRepository } from '../../repositories/company-profile/shareholding-repository.ts';

/** The profile's repositories over one database (all read-only). */
export function profileRepositories(db: Executor) {
  return {
    companies: new ProfileCompanyRepository(db),
    header: new ProfileHeaderRepository(db),
    shareholding: new ShareholdingRepository(db),
    people: new CompanyPersonRepository(db),
    persons: new PersonRepository(db),
    branches: new CompanyBranchRepository(db),
    changes: new CompanyChangeRepository(db),
    risks: new CompanyRiskRepository(db),
    ip: new CompanyIpRepository(db),
    reports: new CompanyAnnualReportRepository(db),
    licences: new CompanyLicenceRepository(db),
    contacts: new CompanyContactRepository(db),
    map: new CompanyMapRepository(db),
  };
}

export type ProfileRepositories = ReturnType<typeof profileRepositories>;
