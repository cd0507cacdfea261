// The work, education and certificates of a JSON Resume as content/experience.ts: one role per
// job, one entry per school, one certification per certificate. An entry without the date the
// site sorts and shows it by is left out and named.
import type { ExperienceContent } from '../model/pageTypes';
import type { ResumeReader } from './reader';

type YearMonth = `${number}-${number}`;

function roles(reader: ResumeReader): ExperienceContent['roles'] {
  const list: ExperienceContent['roles'] = [];
  for (let i = 0; i < reader.count('work'); i += 1) {
    const at = `work[${i}]`;
    const startDate = reader.yearMonth(`${at}.startDate`);
    if (!startDate) {
      reader.skip(at, 'no startDate, which the site sorts roles by');
      continue;
    }
    const endDate = reader.endDate(`${at}.endDate`, startDate);
    const title = reader.text(`${at}.position`);
    const organization = reader.text(`${at}.name`);
    if (!title) reader.placeholder(`experience.ts, roles[${list.length}].title`, `${at} has no position: written as "Role"`);
    if (!organization) reader.placeholder(`experience.ts, roles[${list.length}].organization`, `${at} has no name: written as "Organisation"`);
    const location = reader.text(`${at}.location`);
    const summary = reader.text(`${at}.summary`);
    list.push({
      title: title ?? 'Role',
      organization: organization ?? 'Organisation',
      ...(location ? { location } : {}),
      startDate,
      ...(endDate ? { endDate } : {}),
      ...(summary ? { summary } : {}),
      highlights: reader.texts(`${at}.highlights`),
      technologies: reader.texts(`${at}.keywords`),
    });
  }
  return list;
}

function education(reader: ResumeReader, today: YearMonth): ExperienceContent['education'] {
  const list: ExperienceContent['education'] = [];
  for (let i = 0; i < reader.count('education'); i += 1) {
    const at = `education[${i}]`;
    const start = reader.yearMonth(`${at}.startDate`);
    const endDate = reader.endDate(`${at}.endDate`, start);
    const startDate = start ?? endDate;
    const school = reader.text(`${at}.institution`);
    if (!startDate || !school) {
      reader.skip(at, !school ? 'no institution' : 'neither a startDate nor an endDate');
      continue;
    }
    const studyType = reader.text(`${at}.studyType`);
    const area = reader.text(`${at}.area`);
    const score = reader.text(`${at}.score`);
    const courses = reader.texts(`${at}.courses`);
    if (!studyType && !area) reader.placeholder(`experience.ts, education[${list.length}].degree`, `${at} has neither studyType nor area: written as "Studies"`);
    list.push({
      degree: studyType ?? area ?? 'Studies',
      ...(studyType && area ? { field: area } : {}),
      school,
      startDate,
      ...(endDate ? { endDate } : {}),
      // An end still ahead is an expected graduation.
      expected: endDate !== undefined && endDate > today,
      highlights: [...(score ? [`Grade: ${score}`] : []), ...(courses.length ? [`Courses: ${courses.join(', ')}`] : [])],
    });
  }
  return list;
}

function certifications(reader: ResumeReader): ExperienceContent['certifications'] {
  const list: ExperienceContent['certifications'] = [];
  for (let i = 0; i < reader.count('certificates'); i += 1) {
    const at = `certificates[${i}]`;
    const name = reader.text(`${at}.name`);
    const issuer = reader.text(`${at}.issuer`);
    const date = reader.yearMonth(`${at}.date`);
    if (name && issuer && date) list.push({ name, issuer, date });
    else reader.skip(at, `a certification needs a name, an issuer and a date (missing: ${[!name && 'name', !issuer && 'issuer', !date && 'date'].filter(Boolean).join(', ')})`);
  }
  return list;
}

export function experienceFromResume(reader: ResumeReader, today: YearMonth): ExperienceContent {
  return {
    roles: roles(reader),
    education: education(reader, today),
    certifications: certifications(reader),
  };
}
