import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';

type Interaction = 'read' | 'search-type' | 'update' | 'patch';
type Param = {
  name: string;
  type: 'token' | 'reference' | 'date' | 'string' | 'number';
  documentation?: string;
};

const resource = (
  type: CapabilityStatementRestResource['type'],
  interactions: Interaction[],
  searchParam: Param[],
  operations: { name: string; definition: string }[] = [],
): CapabilityStatementRestResource => ({
  type,
  interaction: interactions.map((code) => ({ code })),
  searchParam: [{ name: '_id', type: 'token' }, { name: '_count', type: 'number' }, ...searchParam],
  ...(operations.length ? { operation: operations } : {}),
});

/**
 * What /fhir serves, exactly: the routes of fhir.routes.ts, each resource's interactions and search
 * parameters, and the SMART Backend Services security the protected ones ask for.
 */
export function capabilityStatement(base: string, released: string, tokenUrl: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: released,
    kind: 'instance',
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    software: { name: 'Radiology booking and patient portal' },
    implementation: { description: 'Scheduling interface of the radiology booking portal', url: base },
    rest: [
      {
        mode: 'server',
        security: {
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description: `SMART Backend Services (client credentials, private_key_jwt) at ${tokenUrl}; Location, HealthcareService, Schedule and Slot are public.`,
        },
        resource: [
          resource('Location', ['read', 'search-type'], [{ name: 'name', type: 'string' }]),
          resource(
            'HealthcareService',
            ['read', 'search-type'],
            [
              { name: 'location', type: 'reference' },
              { name: 'service-type', type: 'token' },
            ],
          ),
          resource(
            'Schedule',
            ['read', 'search-type'],
            [
              { name: 'actor', type: 'reference' },
              { name: 'service-type', type: 'token' },
            ],
          ),
          resource(
            'Slot',
            ['read', 'search-type'],
            [
              { name: 'schedule', type: 'reference' },
              {
                name: 'start',
                type: 'date',
                documentation:
                  'Without a bound, one day from now. At most 7 days, or 35 with one schedule; wider is too-costly (400).',
              },
              { name: 'status', type: 'token' },
              { name: 'service-type', type: 'token' },
            ],
          ),
        ],
      },
    ],
  };
}
