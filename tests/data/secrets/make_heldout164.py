# ruff: noqa: E501
"""Writes heldout164_credentials.yaml and heldout164_lookalikes.yaml: held-out batch 164.

Persona: a mobile and identity engineer at a Sydney fintech who wires up OAuth 2.0 and
OpenID Connect (Auth0, Okta, Cognito, Azure AD B2C, Sign in with Apple, Google Sign-In) for
the iOS and Android apps and the BFF. Their notes come out of debugging sessions, in
Australian English and terse shorthand: captured tokens and codes, client secrets, test
users, signing keys, next to a great many client ids, issuers, kids, JWKS and trace ids.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import base64
import hashlib
import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    b64u_bytes,
    b64url,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    luhn,
    pem_body,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

REGION = "ap-southeast-2"


# ---------------------------------------------------------------- value shapes

def auth0_client_id() -> str:
    return rnd(ALNUM, 32)


def auth0_client_secret() -> str:
    return rnd(URLSAFE, 64)


def okta_client_id() -> str:
    return "0oa" + rnd(ALNUM, 17)


def okta_user_id() -> str:
    return "00u" + rnd(ALNUM, 17)


def okta_api_token() -> str:
    return "00" + rnd(URLSAFE, 40)


def okta_client_secret() -> str:
    return rnd(URLSAFE, pick(40, 64))


def cognito_pool_id() -> str:
    return f"{REGION}_{rnd(ALNUM, 9)}"


def cognito_client_id() -> str:
    return rnd(LOWER + DIGITS, 26)


def cognito_client_secret() -> str:
    return rnd(LOWER + DIGITS, 52)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + secrets.choice(DIGITS) + "Q~" + rnd(ALNUM + "~._-", 34)


def google_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def google_client_secret() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def google_refresh() -> str:
    return "1//0" + pick("g", "e") + rnd(URLSAFE, 98)


def google_access() -> str:
    return "ya29." + rnd(URLSAFE, 160)


def apple_id10() -> str:
    return rnd(UPPER + DIGITS, 10)


def pkce_verifier() -> str:
    return pick(b64u_bytes(32), rnd(URLSAFE + ".~", 64), b64u_bytes(48))


def pkce_challenge() -> str:
    return b64u(hashlib.sha256(secrets.token_bytes(32)).digest())


def totp_seed() -> str:
    return rnd(BASE32, 32)


def p8_key() -> str:
    """An EC P-256 PKCS#8 key, the shape Apple hands out as AuthKey_XXXXXXXXXX.p8."""
    der = (base64.b64decode("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg")
           + secrets.token_bytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
           + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def rsa_private_pem(label: str = "PRIVATE KEY") -> str:
    body = b64(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(400))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----"


def rsa_public_pem() -> str:
    body = b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + secrets.token_bytes(256) + bytes.fromhex("0203010001"))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"


def x509_body() -> str:
    return b64(bytes.fromhex("308202b43082019ca003020102020601") + secrets.token_bytes(500))


def kid_okta() -> str:
    return rnd(URLSAFE, 43)


def kid_azure() -> str:
    return rnd(URLSAFE, 27)


def kid_auth0() -> str:
    return rnd(URLSAFE, 22)


def rsa_jwk_private(kid: str) -> dict:
    return {"kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256", "n": b64u_bytes(256), "e": "AQAB",
            "d": b64u_bytes(256), "p": b64u_bytes(128), "q": b64u_bytes(128),
            "dp": b64u_bytes(128), "dq": b64u_bytes(128), "qi": b64u_bytes(128)}


def rsa_jwk_public(kid: str) -> dict:
    return {"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": b64u_bytes(256), "e": "AQAB"}


def ec_jwk_private(kid: str) -> dict:
    return {"kty": "EC", "crv": "P-256", "kid": kid, "x": b64u_bytes(32), "y": b64u_bytes(32), "d": b64u_bytes(32)}


def ec_jwk_public(kid: str) -> dict:
    return {"kty": "EC", "crv": "P-256", "kid": kid, "use": "sig", "x": b64u_bytes(32), "y": b64u_bytes(32)}


def signed_jwt(header: dict, claims: dict, sig_bytes: int = 256) -> str:
    return f"{b64url(header)}.{b64url(claims)}.{b64u_bytes(sig_bytes)}"


def unsigned_jwt(claims: dict) -> str:
    return f"{b64url({'alg': 'none', 'typ': 'JWT'})}.{b64url(claims)}."


def jwe_compact(header: dict, cek: int = 256, ct: int = 400) -> str:
    return f"{b64url(header)}.{b64u_bytes(cek) if cek else ''}.{b64u_bytes(12)}.{b64u_bytes(ct)}.{b64u_bytes(16)}"


def au_mobile() -> str:
    return f"+61 4{digits(2)} {digits(3)} {digits(3)}"


def thumb_sha1(sep: str = ":") -> str:
    return sep.join(secrets.token_hex(1).upper() for _ in range(20))


def fp_sha256() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def imei() -> str:
    return luhn("35" + digits(6), 15)


def abn() -> str:
    """An Australian Business Number with a valid checksum."""
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        n = digits(11, lead=True)
        d = [int(c) for c in n]
        d[0] -= 1
        if sum(w * x for w, x in zip(weights, d, strict=True)) % 89 == 0:
            return f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"


def person_pw() -> str:
    return pick(
        f"{pick('Bondi', 'Manly', 'Coogee', 'Cronulla', 'Bronte')}{pick('Wave', 'Rip', 'Swell', 'Pier')}{digits(2)}{pick('!', '#', '$', '%')}",
        rnd(ALNUM + "!#%&*+-", 18),
        f"{pick('Magpie', 'Wombat', 'Galah', 'Quokka')}-{pick('Lamington', 'Pavlova', 'Vegemite')}-{digits(3)}",
        rnd(ALNUM, 22),
    )


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()
    t = epoch()

    # Auth0 -----------------------------------------------------------------
    cid, sec = auth0_client_id(), auth0_client_secret()
    sec2, sec3 = auth0_client_secret(), auth0_client_secret()
    r.add("auth0_client_secret",
          f"auth0 dev tenant, 'Payments BFF' regular web app\nclient_id {cid}\nclient_secret {sec}\n(prod one is diff, dont mix them up again)",
          f"BFF .env.local for tmrw's pairing sesh:\nAUTH0_ISSUER_BASE_URL=https://acme-dev.au.auth0.com\nAUTH0_CLIENT_ID={auth0_client_id()}\nAUTH0_CLIENT_SECRET={sec2}",
          f"M2M app for the statements worker got a new secret this arvo -> {sec3} . update the k8s secret on staging b4 Fri",
          )

    mgmt_claims = {"iss": "https://acme-dev.au.auth0.com/", "sub": f"{auth0_client_id()}@clients", "aud": "https://acme-dev.au.auth0.com/api/v2/",
                   "iat": t, "exp": t + 86400, "scope": "read:users update:users delete:users read:logs", "gty": "client-credentials"}
    mgmt1 = signed_jwt({"alg": "RS256", "typ": "JWT", "kid": kid_auth0()}, mgmt_claims)
    mgmt2 = signed_jwt({"alg": "RS256", "typ": "JWT", "kid": kid_auth0()}, {**mgmt_claims, "scope": "read:users read:user_idp_tokens", "iat": t + 9000, "exp": t + 95400})
    mgmt3 = signed_jwt({"alg": "RS256", "typ": "JWT", "kid": kid_auth0()}, {**mgmt_claims, "scope": "create:users update:users_app_metadata"})
    r.add("auth0_management_api_token",
          f"mgmt api token (24h, from the API Explorer tab) for bulk-unlinking the dupe google identities:\n{mgmt1}",
          f"curl -s -H \"Authorization: Bearer {mgmt2}\" \"https://acme-dev.au.auth0.com/api/v2/users?q=email%3A%22*%40acme.example%22\" | jq length",
          f"Remember for the migration script — Management API token (expires tomorrow arvo): {mgmt3}",
          )

    rt1, rt2, rt3 = "v1." + rnd(URLSAFE, 110), rnd(URLSAFE, 43), "v1." + rnd(URLSAFE, 110)
    r.add("auth0_refresh_token",
          f"refresh token from the iOS sim (offline_access granted, rotation ON):\n{rt1}\nreuse it once and the whole family gets revoked, so only for the replay test",
          f"repro for AUTH-311: POST /oauth/token grant_type=refresh_token&client_id={auth0_client_id()}&refresh_token={rt2}",
          f"rt from Sam's pixel, still valid as of 4:10pm: {rt3}",
          )

    at_claims = {"iss": "https://login.acme.example/", "sub": "auth0|" + hexs(24), "aud": ["https://api.acme.example/payments", "https://login.acme.example/userinfo"],
                 "iat": t, "exp": t + 600, "scope": "openid profile payments:read payments:write", "azp": auth0_client_id(), "permissions": ["payments:read", "payments:write"]}
    at1 = signed_jwt({"alg": "RS256", "typ": "at+jwt", "kid": kid_auth0()}, at_claims)
    at2 = signed_jwt({"alg": "RS256", "typ": "JWT", "kid": kid_auth0()}, {**at_claims, "scope": "openid payments:read"})
    at3 = signed_jwt({"alg": "RS256", "typ": "JWT", "kid": kid_auth0()}, {**at_claims, "sub": "google-oauth2|" + digits(21, lead=True)})
    r.add("auth0_access_token_jwt",
          f"access token that the gateway rejects with 401 (aud mismatch?) —\n{at1}",
          f"Bearer {at2}",
          f"hey can u hit /v2/payees with this and tell me if u get 403 or 401\n{at3}",
          )

    # Okta ------------------------------------------------------------------
    ok1, ok2, ok3 = okta_api_token(), okta_api_token(), okta_api_token()
    r.add("okta_api_token",
          f"okta preview org API token (made under my admin acct, 30d inactivity expiry): {ok1}",
          f"curl -H \"Authorization: SSWS {ok2}\" https://acme.oktapreview.com/api/v1/users?filter=status+eq+%22LOCKED_OUT%22",
          f"terraform okta provider needs\n  org_name = \"acme\"\n  base_url = \"oktapreview.com\"\n  api_token = \"{ok3}\"",
          )
    r.add("okta_client_secret",
          f"Okta OIDC web app for the broker portal\nClient ID: {okta_client_id()}\nClient secret: {okta_client_secret()}",
          f"spring.security.oauth2.client.registration.okta.client-id={okta_client_id()}\nspring.security.oauth2.client.registration.okta.client-secret={okta_client_secret()}\nspring.security.oauth2.client.provider.okta.issuer-uri=https://acme.oktapreview.com/oauth2/default",
          f"okta secret for the reporting svc (client_credentials, custom AS aus-default) = {okta_client_secret()}",
          )
    r.add("okta_refresh_token",
          f"Okta refresh token, android test build 4.12.0-rc2, user jess.test: {rnd(URLSAFE, 43)}",
          f"for the sliding-window bug: refresh_token={rnd(URLSAFE, 43)} (issued 9:02, should live 90d idle)",
          f"Okta RT after the rotation fix — old one should now be dead, this is the live one:\n{rnd(URLSAFE, 43)}",
          )

    # Cognito ---------------------------------------------------------------
    pool = cognito_pool_id()
    r.add("cognito_app_client_secret",
          f"cognito pool {pool} app client 'bff-confidential'\nid {cognito_client_id()}\nsecret {cognito_client_secret()}",
          f"COGNITO_CLIENT_SECRET={cognito_client_secret()}   # needed for SECRET_HASH, the mobile client has none",
          f"nb the hosted UI client secret (staging) is {cognito_client_secret()} — regenerate if it ends up in a ticket",
          )
    cog_ref1 = jwe_compact({"cty": "JWT", "enc": "A256GCM", "alg": "RSA-OAEP"}, 256, 600)
    cog_ref2 = jwe_compact({"cty": "JWT", "enc": "A256GCM", "alg": "RSA-OAEP"}, 256, 600)
    r.add("cognito_refresh_token",
          f"cognito refresh token (30d) from amplify debug log, user test+kyc3:\n{cog_ref1}",
          f"aws cognito-idp initiate-auth --auth-flow REFRESH_TOKEN_AUTH --client-id {cognito_client_id()} --region {REGION} --auth-parameters REFRESH_TOKEN={cog_ref2}",
          )
    cog_at = {"sub": uid(), "iss": f"https://cognito-idp.{REGION}.amazonaws.com/{pool}", "client_id": cognito_client_id(), "origin_jti": uid(),
              "event_id": uid(), "token_use": "access", "scope": "aws.cognito.signin.user.admin", "auth_time": t, "exp": t + 3600, "iat": t, "jti": uid(), "username": uid()}
    r.add("cognito_access_token",
          f"cognito access token for GetUser testing (1h): {signed_jwt({'kid': b64(secrets.token_bytes(32)), 'alg': 'RS256'}, cog_at)}",
          f"X-Amz-Target: AWSCognitoIdentityProviderService.GetUser\n{{\"AccessToken\": \"{signed_jwt({'kid': b64(secrets.token_bytes(32)), 'alg': 'RS256'}, cog_at)}\"}}",
          )

    # Azure AD B2C -----------------------------------------------------------
    r.add("azure_b2c_client_secret",
          f"B2C app reg 'acme-web-bff' → Certificates & secrets → new secret (exp 6 months):\nvalue {azure_secret()}\n(secret ID col is NOT the value, copy the Value col)",
          f"appsettings.Development.json\n\"AzureAdB2C\": {{\n  \"Instance\": \"https://acmeb2c.b2clogin.com\",\n  \"ClientId\": \"{uid()}\",\n  \"ClientSecret\": \"{azure_secret()}\",\n  \"SignUpSignInPolicyId\": \"B2C_1_susi\"\n}}",
          f"graph client creds for the B2C user import script: tenant acmeb2c.onmicrosoft.com, secret {azure_secret()}",
          )
    az_claims = {"aud": "00000003-0000-0000-c000-000000000000", "iss": f"https://sts.windows.net/{uid()}/", "iat": t, "nbf": t, "exp": t + 4799,
                 "app_displayname": "acme-b2c-user-import", "appid": uid(), "oid": uid(), "roles": ["User.ReadWrite.All"], "tid": uid()}
    r.add("azure_ad_access_token",
          f"graph token (client creds) for poking the B2C users:\n{signed_jwt({'typ': 'JWT', 'nonce': b64u_bytes(32), 'alg': 'RS256', 'x5t': b64u_bytes(20), 'kid': kid_azure()}, az_claims)}",
          f"az account get-access-token output, good for ~80 min:\n\"accessToken\": \"{signed_jwt({'typ': 'JWT', 'alg': 'RS256', 'kid': kid_azure()}, az_claims)}\"",
          )

    # Google ----------------------------------------------------------------
    r.add("google_oauth_client_secret",
          f"Google Sign-In web client (the one the BFF uses for server auth code exchange)\n{google_client_id()}\nsecret: {google_client_secret()}",
          f"auth0 google-oauth2 connection → Client Secret field = {google_client_secret()}",
          f"client_secret.json from GCP console (project acme-id-dev):\n{{\"web\":{{\"client_id\":\"{google_client_id()}\",\"project_id\":\"acme-id-dev\",\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"token_uri\":\"https://oauth2.googleapis.com/token\",\"client_secret\":\"{google_client_secret()}\"}}}}",
          )
    r.add("google_refresh_token",
          f"google refresh tok for the test gmail (offline access), for the Drive statements export spike: {google_refresh()}",
          f"GOOGLE_REFRESH_TOKEN={google_refresh()}",
          f"refresh token I got back w/ access_type=offline&prompt=consent\n{google_refresh()}\n(without prompt=consent you only get it the 1st time, grr)",
          )
    r.add("google_access_token",
          f"ya29 token to try tokeninfo: {google_access()}",
          f"curl -H 'Authorization: Bearer {google_access()}' https://www.googleapis.com/oauth2/v3/userinfo",
          f"GOOGLE_ACCESS_TOKEN={google_access()}  # expires_in 3599",
          )

    # Apple -----------------------------------------------------------------
    team, keyid = apple_id10(), apple_id10()
    r.add("apple_signin_p8_key",
          f"Sign in with Apple key, team {team}, key id {keyid} (AuthKey_{keyid}.p8) — apple only lets u download it ONCE\n{p8_key()}",
          f"SIWA private key for the auth0 apple connection:\n{p8_key()}",
          f"APPLE_PRIVATE_KEY=\"{p8_key()}\"",
          )
    apple_claims = {"iss": team, "iat": t, "exp": t + 15552000, "aud": "https://appleid.apple.com", "sub": "au.com.acme.signin"}
    r.add("apple_client_secret_jwt",
          f"generated SIWA client_secret (ES256, 6mo max) for the web flow:\n{signed_jwt({'alg': 'ES256', 'kid': keyid}, apple_claims, 64)}",
          f"POST https://appleid.apple.com/auth/token\nclient_id=au.com.acme.signin\nclient_secret={signed_jwt({'alg': 'ES256', 'kid': apple_id10()}, apple_claims, 64)}\ngrant_type=authorization_code",
          )
    r.add("app_store_connect_api_key",
          f"ASC API key for fastlane / testflight uploads\nissuer id {uid()}\nkey id {apple_id10()}\n{p8_key()}",
          f"fastlane api_key.json:\n{json.dumps({'key_id': apple_id10(), 'issuer_id': uid(), 'key': p8_key(), 'in_house': False})}",
          )

    # flow captures ---------------------------------------------------------
    r.add("authorization_code_captured",
          f"captured from charles: https://app.acme.example/callback?code={rnd(URLSAFE, 43)}&state={b64u_bytes(24)}\nexchange it within 60s or it's dead",
          f"apple form_post code: c{hexs(32)}.0.{rnd(LOWER, 4)}.{rnd(URLSAFE, 22)}",
          f"google server auth code from the android GoogleSignInAccount: 4/0{rnd(URLSAFE, 70)}",
          f"okta code (PKCE, single use!) {rnd(URLSAFE, 43)} — verifier is in the next note",
          )
    r.add("pkce_code_verifier",
          f"code_verifier={pkce_verifier()}",
          f"PKCE pair from the AppAuth log, the verifier is the secret half:\nverifier  {pkce_verifier()}",
          f"to replay the token exchange by hand use verifier {pkce_verifier()} with the okta code above",
          )

    # test users ------------------------------------------------------------
    r.add("test_user_password",
          f"test users (staging, Auth0 DB connection):\njess.test@acme.example / {person_pw()}\nkyc-fail@acme.example / {person_pw()}",
          f"okta preview: user qa.broker1, pw {person_pw()}",
          f"cognito test+kyc3@acme.example — password set via admin-set-user-password --permanent: {person_pw()}",
          f"B2C local acct for the demo on thurs\nusername: demo.customer@acme.test\npassword: {person_pw()}",
          )
    r.add("test_user_totp_seed",
          f"otpauth://totp/Acme%20Staging:jess.test@acme.example?secret={totp_seed()}&issuer=Acme%20Staging&algorithm=SHA1&digits=6&period=30",
          f"TOTP seed for the shared MFA test user (so the detox e2e can compute codes): {groups(totp_seed(), 4)}",
          f"okta verify fallback seed for qa.broker1 → {totp_seed()} (added to 1P as well)",
          )

    # sessions --------------------------------------------------------------
    r.add("auth0_session_cookie",
          f"auth0 universal login session cookie off my browser to repro the silent auth loop:\nauth0=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
          f"Cookie: auth0_compat=s%3Av1.{rnd(URLSAFE, 160)}.{rnd(B64, 43)}; did=s%3Av0%3A{uid()}.{rnd(B64, 43)}",
          f"copy into the cookie jar to skip login: auth0 = s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
          )
    r.add("okta_session_cookie",
          f"okta sid for jess.test (valid 2h) sid=102{rnd(URLSAFE, 22)}",
          f"Cookie: idx={jwe_compact({'alg': 'dir', 'enc': 'A256GCM'}, 0, 220)}; sid=102{rnd(URLSAFE, 22)}",
          f"okta-oauth-state + sid from the network tab, to repro the loop on safari: sid=102{rnd(URLSAFE, 22)}; DT=DI1{rnd(URLSAFE, 40)}",
          )
    r.add("bff_session_cookie",
          f"appSession cookie from staging BFF (logged in as demo.customer):\nappSession={jwe_compact({'alg': 'dir', 'enc': 'A256GCM', 'uat': t, 'iat': t, 'exp': t + 86400}, 0, 900)}",
          f"__Secure-next-auth.session-token={jwe_compact({'alg': 'dir', 'enc': 'A256GCM'}, 0, 500)}",
          f"session id from redis for the hijack test: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
          )

    # signing keys ----------------------------------------------------------
    k1 = rsa_jwk_private(kid_okta())
    r.add("rsa_jwk_private",
          f"private JWK for the private_key_jwt client in okta (public half uploaded, this is the full one):\n{json.dumps(k1, indent=2)}",
          f"local mock IdP signing key (mock-oidc on :8089) {json.dumps(rsa_jwk_private('mock-1'))}",
          f"jwk.json for the DPoP experiments, keep out of git:\n{json.dumps({'keys': [rsa_jwk_private(uid())]})}",
          )
    r.add("ec_jwk_private",
          f"DPoP proof key the android app generated (exported from debug build only):\n{json.dumps(ec_jwk_private('dpop-dev'), indent=1)}",
          f"EC P-256 key w/ d for signing client assertions: {json.dumps(ec_jwk_private(kid_auth0()))}",
          f"mock apple signer key (so our tests can mint SIWA id tokens):\nd={b64u_bytes(32)}\nx={b64u_bytes(32)}\ny={b64u_bytes(32)}\ncrv P-256",
          )
    r.add("hs256_signing_secret",
          f"legacy HS256 secret the old payments API still verifies with: {secrets.token_hex(32)}",
          f"JWT_SECRET={b64(secrets.token_bytes(48))}",
          f"auth0 API 'internal-ledger' uses HS256 (ugh) — signing secret:\n{rnd(URLSAFE, 64)}",
          )
    r.add("private_key_jwt_client_key",
          f"private key for the okta private_key_jwt service app (client_assertion signing):\n{rsa_private_pem()}",
          f"client-assertion.key\n{rsa_private_pem('RSA PRIVATE KEY')}",
          )
    r.add("saml_signing_private_key",
          f"SP signing key for the SAML bridge to the bank partner IdP (sp.key):\n{rsa_private_pem()}",
          f"passport-saml config:\n  privateKey: |\n    {rsa_private_pem().replace(chr(10), chr(10) + '    ')}",
          )
    r.add("cookie_encryption_secret",
          f"express-openid-connect `secret` for the BFF (cookie encryption) = {secrets.token_urlsafe(32)}",
          f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
          f"session cookie enc key staging: {secrets.token_hex(32)} — prod is in SM, do not reuse this",
          )
    bcid, bsec = auth0_client_id(), auth0_client_secret()
    oid, osec = okta_client_id(), okta_client_secret()
    ccid, csec = cognito_client_id(), cognito_client_secret()
    r.add("client_secret_basic_header",
          f"basic auth header for the /oauth/token call (client_secret_basic)\nAuthorization: Basic {b64(f'{bcid}:{bsec}'.encode())}",
          f"-H \"authorization: Basic {b64(f'{oid}:{osec}'.encode())}\"",
          f"cognito token endpoint wants Basic base64(client_id:client_secret): {b64(f'{ccid}:{csec}'.encode())}",
          )
    r.add("client_credentials_curl",
          f"curl --request POST --url https://acme-dev.au.auth0.com/oauth/token --header 'content-type: application/x-www-form-urlencoded' --data grant_type=client_credentials --data client_id={auth0_client_id()} --data client_secret={auth0_client_secret()} --data audience=https://api.acme.example/ledger",
          f"http -f POST https://acme.oktapreview.com/oauth2/default/v1/token grant_type=client_credentials scope=ledger.read client_id={okta_client_id()} client_secret={okta_client_secret()}",
          f"aws cognito m2m:\ncurl -X POST https://acme-stg.auth.{REGION}.amazoncognito.com/oauth2/token \\\n  -d grant_type=client_credentials -d client_id={cognito_client_id()} -d client_secret={cognito_client_secret()} -d scope=ledger/read",
          )

    # mobile release stuff --------------------------------------------------
    sp = person_pw()
    r.add("android_keystore_password",
          f"release keystore (acme-release.jks) storePassword={sp} keyPassword={sp} alias acme",
          f"keystore.properties\nstoreFile=../keys/upload.jks\nstorePassword={person_pw()}\nkeyAlias=upload\nkeyPassword={person_pw()}",
          f"debug.keystore for the SHA-256 shared with google sign-in: pw is {person_pw()} (not android, we changed it)",
          )
    r.add("ios_p12_password",
          f"Apple Distribution cert exported as dist.p12, export pw: {person_pw()}",
          f"push cert p12 for the staging app — password {person_pw()}",
          f"p12 pw (apple dev cert, Jamie's machine) — {person_pw()}",
          )
    r.add("fastlane_match_password",
          f"MATCH_PASSWORD={person_pw()}\nMATCH_GIT_BASIC_AUTHORIZATION={b64(('ci-bot:' + 'ghp_' + rnd(ALNUM, 36)).encode())}",
          f"match repo decryption passphrase (needed on new laptop) -> {person_pw()}",
          )
    r.add("apple_id_app_specific_password",
          f"app-specific pw for altool / notarytool on the build mac: {groups(rnd(LOWER, 16), 4, '-')}",
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={groups(rnd(LOWER, 16), 4, '-')}",
          )
    r.add("sandbox_apple_id_password",
          f"storekit sandbox tester: sbx.au.1@acme.test  pw {person_pw()}",
          f"sandbox apple id for SIWA 'hide my email' testing\nsiwa.tester@acme.test\n{person_pw()}",
          f"sandbox acct #3 sbx.au.3@acme.test pwd: {person_pw()}  (region AU, age 18+)",
          )

    # admin / recovery ------------------------------------------------------
    r.add("auth0_guardian_recovery_code",
          f"auth0 dashboard MFA recovery code (my admin login): {rnd(UPPER + DIGITS, 24)}",
          f"Guardian recovery code for the shared tenant-admin account\n{groups(rnd(UPPER + DIGITS, 24), 4)}",
          )
    r.add("admin_backup_codes",
          f"okta super admin backup codes (print + lock in drawer):\n{chr(10).join(digits(8) for _ in range(5))}",
          f"google workspace admin backup codes: {' '.join(groups(digits(8), 4) for _ in range(6))}",
          f"azure portal break-glass MFA backup codes\n{chr(10).join(groups(digits(10), 5, '-') for _ in range(4))}",
          )
    r.add("aws_access_key_cognito_admin",
          f"[acme-id-dev]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = {REGION}",
          f"IAM user cognito-admin-script (only AdminCreateUser etc): key {aws_key_id()} secret {aws_secret()}",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
          )
    r.add("session_store_redis_url",
          f"BFF session store: REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@sessions.acme.internal:6380/0",
          f"redis-cli -h sessions-stg.acme.internal -p 6380 --tls -a '{person_pw()}' keys 'sess:*' | wc -l",
          f"elasticache auth token for the session cluster: {rnd(ALNUM + '!&#', 48)}",
          )
    r.add("identity_db_connection_string",
          f"DATABASE_URL=postgresql://oidc_app:{rnd(ALNUM, 24)}@id-db.acme.internal:5432/identity?sslmode=require",
          f"keycloak spike db: jdbc:postgresql://kc-db.acme.test:5432/keycloak user=keycloak password={person_pw()}",
          f"psql 'host=id-db-stg.acme.internal port=5432 dbname=identity user=migrator password={rnd(ALNUM, 20)} sslmode=verify-full'",
          )
    r.add("corporate_card_with_cvv",
          f"team visa for the apple dev program renewal + auth0 overages:\n{groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"card for the Okta invoice top-up: {groups(luhn('5', 16), 4)}  {card_expiry()}  CVC {digits(3)}  (name: ACME PTY LTD)",
          )
    r.add("office_door_code",
          f"level 14 door code (george st) changed again: {digits(4)}#",
          f"after-hours alarm code for the lab room {digits(6)} — disarm then swipe",
          )
    fb_key = rsa_private_pem()
    r.add("firebase_service_account_key",
          f"firebase admin sdk sa for custom tokens:\n{json.dumps({'type': 'service_account', 'project_id': 'acme-id-dev', 'private_key_id': hexs(40), 'private_key': fb_key + chr(10), 'client_email': 'firebase-adminsdk-x1@acme-id-dev.iam.gserviceaccount.com', 'client_id': digits(21, lead=True)}, indent=1)}",
          f"GOOGLE_APPLICATION_CREDENTIALS points at this, private_key_id {hexs(40)}:\n{rsa_private_pem()}",
          )
    r.add("auth0_action_secret",
          f"post-login action 'enrich-kyc' secrets tab: KYC_API_KEY = {rnd(ALNUM, 40)}",
          f"action secret LEDGER_WEBHOOK_TOKEN={secrets.token_urlsafe(32)} (event.secrets.LEDGER_WEBHOOK_TOKEN)",
          )
    r.add("okta_event_hook_auth",
          f"okta event hook → our lambda, auth header: X-Acme-Hook-Auth: {secrets.token_urlsafe(36)}",
          f"inline token hook basic creds hook-user / {person_pw()}",
          )
    r.add("github_pat_ci",
          f"PAT for the CI job that pulls the shared auth SDK: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token (read only, acme/mobile-auth-sdk) github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          )
    r.add("test_device_pin",
          f"test pixel 7 screen lock PIN {digits(6)} (biometric enrol needs one set)",
          f"iPhone 12 test device passcode: {digits(6)}",
          f"galaxy s21 (samsung pass testing) unlock pin: {digits(4)}",
          )
    r.add("ngrok_authtoken",
          f"ngrok config add-authtoken {digits(1, lead=True)}{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
          f"ngrok token (for exposing local callback to the okta preview org): {digits(1, lead=True)}{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
          )
    r.add("opaque_access_token",
          f"partner bank API gives us opaque tokens, here's one for the sandbox (1h): {rnd(ALNUM, 40)}",
          f"introspect this pls — active:true or not?\ntoken={secrets.token_urlsafe(32)}",
          f"CDR sandbox access token {rnd(URLSAFE, 64)} for the accounts endpoint",
          )
    r.add("postman_environment_secret",
          f"postman env 'auth0-dev' values:\nclient_id: {auth0_client_id()}\nclient_secret: {auth0_client_secret()}\naudience: https://api.acme.example/",
          f"insomnia env: {{ \"base_url\": \"https://acme.oktapreview.com\", \"client_secret\": \"{okta_client_secret()}\", \"ssws\": \"{okta_api_token()}\" }}",
          )
    r.add("b2c_policy_key_secret",
          f"B2C IEF policy key B2C_1A_FacebookSecret manual value: {rnd(LOWER + DIGITS, 32)}",
          f"custom policy key B2C_1A_RestApiKey (for the KYC REST claims provider) -> {secrets.token_urlsafe(30)}",
          )
    r.add("sso_admin_account_password",
          f"auth0 dashboard break-glass account: idp-breakglass@acme.example\npw {person_pw()}",
          f"okta preview org admin (my own) pw changed to {person_pw()} after the forced reset",
          )
    r.add("oauth_device_code",
          f"device flow for the TV app spike, device_code={rnd(URLSAFE, 40)} (poll with this, not the user_code)",
          f"device_code {rnd(URLSAFE, 43)} — good for 15 min, polling every 5s",
          )
    r.add("webhook_signing_secret",
          f"auth0 log stream webhook → our SIEM, auth token = {rnd(ALNUM, 48)}",
          f"svix whsec for the user.created webhook: whsec_{b64(secrets.token_bytes(24))}",
          )
    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()
    t = epoch()
    pool = cognito_pool_id()

    r.add("auth0_client_id_note",
          f"Auth0 native app (iOS + android share it) client id: {auth0_client_id()} — public, it's in the app bundle anyway",
          f"auth0.plist\n<key>ClientId</key>\n<string>{auth0_client_id()}</string>\n<key>Domain</key>\n<string>login.acme.example</string>",
          f"which client is {auth0_client_id()}? -> the old SPA, decommissioned in march, delete after the audit",
          )
    r.add("okta_client_id_note",
          f"okta broker portal client_id {okta_client_id()} (secret in vault, not here)",
          f"OKTA_CLIENT_ID={okta_client_id()}\nOKTA_ISSUER=https://acme.oktapreview.com/oauth2/default",
          f"android okta.json: {{\"client_id\": \"{okta_client_id()}\", \"redirect_uri\": \"au.com.acme.app:/callback\", \"scopes\": [\"openid\", \"profile\", \"offline_access\"]}}",
          )
    r.add("okta_org_url",
          "okta orgs: preview https://acme.oktapreview.com , prod https://acme.okta.com , custom domain https://id.acme.example",
          f"custom AS for payments: https://acme.oktapreview.com/oauth2/aus{rnd(ALNUM, 17)}",
          )
    r.add("azure_tenant_id",
          f"B2C tenant acmeb2c.onmicrosoft.com, tenant id {uid()}",
          f"directory (tenant) id: {uid()}\napplication (client) id: {uid()}\nobject id: {uid()}",
          f"AZURE_TENANT_ID={uid()}  (the corp AAD, not B2C!)",
          )
    r.add("issuer_url",
          "iss must match EXACTLY incl. trailing slash: https://acme-dev.au.auth0.com/ vs https://login.acme.example/ — custom domain breaks the old SDK check",
          f"cognito issuer: https://cognito-idp.{REGION}.amazonaws.com/{pool}",
          f"B2C issuer from the token: https://acmeb2c.b2clogin.com/{uid()}/v2.0/",
          )
    r.add("redirect_uri",
          "allowed callbacks: au.com.acme.app://login.acme.example/ios/au.com.acme.app/callback, au.com.acme.app://login.acme.example/android/au.com.acme.app/callback",
          "redirect_uri_mismatch again -> it was https://app.acme.example/api/auth/callback/okta vs .../callback (no provider segment)",
          f"msauth.au.com.acme.app://auth  and  https://acmeb2c.b2clogin.com/acmeb2c.onmicrosoft.com/oauth2/authresp , plus the web one with state param stripped. Sig hash for android redirect: {b64(secrets.token_bytes(20))}",
          )
    r.add("pkce_code_challenge",
          f"code_challenge={pkce_challenge()}&code_challenge_method=S256",
          f"challenge we send (S256 of the verifier, the verifier never leaves the device): {pkce_challenge()}",
          f"bug: android sent code_challenge {pkce_challenge()} but method=plain, okta rejects plain for native apps",
          )
    r.add("oauth_state_value",
          f"state mismatch in logs: sent {b64u_bytes(24)} got back {b64u_bytes(24)} — two tabs open, expected",
          f"state={secrets.token_urlsafe(16)} (random per request, just for CSRF, we store it in the tx cookie)",
          f"the B2C error had state {b64u_bytes(32)} so I could match it to the request log",
          )
    r.add("oidc_nonce_value",
          f"nonce in id_token {b64u_bytes(16)} != nonce we stored {b64u_bytes(16)} → clock/tab issue, see AUTH-402",
          f"SIWA: raw nonce hashed with sha256 before sending, hashed = {hashlib.sha256(secrets.token_bytes(16)).hexdigest()}",
          f"nonce={secrets.token_hex(16)}",
          )
    r.add("jwks_public_only",
          f"okta JWKS (https://acme.oktapreview.com/oauth2/default/v1/keys):\n{json.dumps({'keys': [rsa_jwk_public(kid_okta())]}, indent=1)}",
          f"auth0 /.well-known/jwks.json has two keys rn (rotation in progress): {json.dumps({'keys': [rsa_jwk_public(kid_auth0()), rsa_jwk_public(kid_auth0())]})}",
          f"public JWK we registered for private_key_jwt (only n/e, private half in KMS):\n{json.dumps(rsa_jwk_public(uid()))}",
          f"DPoP header jwk (public, EC): {json.dumps(ec_jwk_public(kid_auth0()))}",
          )
    r.add("jwt_key_id",
          f"kid in the failing token: {kid_auth0()} — not in jwks cache, cache TTL was 24h, dropped to 10m",
          f"azure kid {kid_azure()} rotated out on the 3rd, the MSAL cache picked it up fine",
          f"cognito kids for {pool}: {b64(secrets.token_bytes(32))} and {b64(secrets.token_bytes(32))}",
          )
    fixture_claims = {"sub": "user-123", "iss": "https://mock-idp.test/", "aud": "mobile-tests", "iat": t, "exp": t + 3600}
    r.add("unsigned_jwt_fixture",
          f"unit test fixture, alg none so the verifier MUST reject it:\n{unsigned_jwt(fixture_claims)}",
          f"const ALG_NONE_TOKEN = \"{unsigned_jwt({**fixture_claims, 'sub': 'attacker'})}\"; // expect InvalidAlgorithm",
          f"snapshot test input (unsigned, fake claims): {unsigned_jwt({'email': 'jess.test@acme.example', 'email_verified': True, 'nonce': b64u_bytes(16)})}",
          )
    r.add("jwt_header_only",
          f"header of the bad token decodes to alg RS256 kid {kid_auth0()}: {b64url({'alg': 'RS256', 'typ': 'JWT', 'kid': kid_auth0()})}",
          f"just the JOSE header, for the kid lookup: {b64url({'alg': 'ES256', 'kid': apple_id10()})}",
          f"cognito refresh tokens always start with {b64url({'cty': 'JWT', 'enc': 'A256GCM', 'alg': 'RSA-OAEP'})} (its a JWE header, the rest is encrypted)",
          )
    r.add("id_token_claims_json",
          f"decoded id_token claims (token itself not saved):\n{json.dumps({'iss': 'https://login.acme.example/', 'sub': 'auth0|' + hexs(24), 'aud': auth0_client_id(), 'iat': t, 'exp': t + 36000, 'nonce': b64u_bytes(16), 'at_hash': b64u_bytes(16), 'sid': rnd(URLSAFE, 32)}, indent=1)}",
          f"SIWA id token payload: {json.dumps({'iss': 'https://appleid.apple.com', 'aud': 'au.com.acme.app', 'exp': t + 600, 'iat': t, 'sub': f'00{digits(4)}.{hexs(32)}.{digits(4)}', 'c_hash': b64u_bytes(16), 'email': rnd(LOWER + DIGITS, 10) + '@privaterelay.appleid.com', 'is_private_email': 'true', 'auth_time': t, 'nonce_supported': True})}",
          f"B2C claims we get: {json.dumps({'ver': '1.0', 'iss': f'https://acmeb2c.b2clogin.com/{uid()}/v2.0/', 'sub': uid(), 'aud': uid(), 'acr': 'b2c_1_susi', 'tfp': 'B2C_1_susi', 'oid': uid()})}",
          )
    r.add("saml_metadata_certificate",
          f"partner bank IdP metadata (public signing cert):\n<md:EntityDescriptor entityID=\"http://www.okta.com/exk{rnd(ALNUM, 17)}\">\n <md:IDPSSODescriptor WantAuthnRequestsSigned=\"false\">\n  <md:KeyDescriptor use=\"signing\"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>{x509_body()}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>\n  <md:SingleSignOnService Binding=\"urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect\" Location=\"https://acme.okta.com/app/acme_partner/exk{rnd(ALNUM, 17)}/sso/saml\"/>",
          f"our SP cert (public, goes in metadata, key is separate):\n-----BEGIN CERTIFICATE-----\n{pem_body(6)}\n-----END CERTIFICATE-----",
          )
    r.add("certificate_thumbprint",
          f"B2C signing cert thumbprint {thumb_sha1('')}",
          f"SAML cert SHA1 fingerprint {thumb_sha1()} — matches what the bank sent over email ✔",
          f"x5t {b64u_bytes(20)} / x5t#S256 {b64u_bytes(32)} in the JWKS entry",
          )
    r.add("apple_team_and_key_ids",
          f"apple: team id {apple_id10()}, SIWA key id {apple_id10()}, services id au.com.acme.signin, bundle au.com.acme.app",
          f"the .p8 itself is in 1Password 'Apple SIWA key'; key id {apple_id10()} (revoked one was {apple_id10()})",
          f"DEVELOPMENT_TEAM = {apple_id10()}\nPRODUCT_BUNDLE_IDENTIFIER = au.com.acme.app.staging",
          )
    r.add("cognito_user_pool_id",
          f"pools: dev {cognito_pool_id()}, stg {cognito_pool_id()}, prod {cognito_pool_id()}",
          f"amplifyconfiguration.json → \"PoolId\": \"{cognito_pool_id()}\", \"Region\": \"{REGION}\"",
          f"identity pool {REGION}:{uid()} linked to user pool {pool}",
          )
    r.add("cognito_app_client_id",
          f"mobile app client (no secret, public client): {cognito_client_id()}",
          f"AppClientId {cognito_client_id()} - the confidential one is {cognito_client_id()}, secret for that lives in SM",
          f"\"CognitoUserPool\": {{ \"Default\": {{ \"PoolId\": \"{pool}\", \"AppClientId\": \"{cognito_client_id()}\", \"Region\": \"{REGION}\" }} }}",
          )
    r.add("discovery_document",
          f"curl https://acme.oktapreview.com/oauth2/default/.well-known/openid-configuration | jq '{{issuer, token_endpoint, jwks_uri, code_challenge_methods_supported}}'\n{json.dumps({'issuer': 'https://acme.oktapreview.com/oauth2/default', 'token_endpoint': 'https://acme.oktapreview.com/oauth2/default/v1/token', 'jwks_uri': 'https://acme.oktapreview.com/oauth2/default/v1/keys', 'code_challenge_methods_supported': ['S256']}, indent=1)}",
          "B2C discovery: https://acmeb2c.b2clogin.com/acmeb2c.onmicrosoft.com/B2C_1_susi/v2.0/.well-known/openid-configuration  (policy name is in the path, case sensitive)",
          )
    r.add("trace_id",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01  ← failing token exchange, check datadog",
          f"X-Amzn-Trace-Id: Root=1-{hexs(8)}-{hexs(24)}  (cognito 400 NotAuthorizedException)",
          f"B2C error AADB2C90118, Correlation ID: {uid()} Timestamp: 2025-03-14 02:11:09Z",
          f"sentry issue {hexs(32)} — NSURLErrorDomain -1005 during /oauth/token",
          )
    r.add("secret_rotation_note",
          "rotated the auth0 BFF client secret today 11:40, old one revoked, new one only in Secrets Manager (prod/auth0/bff). pods picked it up after restart",
          "okta API token for terraform expired (30 day inactivity). made a new one, saved straight into the CI vars, didn't write it anywhere else",
          "azure b2c secret expires 2025-09-30 — set a reminder 2 wks before, rotate by adding a 2nd secret first then removing old",
          f"SIWA client_secret JWT regenerated (6mo limit), signed with key {apple_id10()}. Nothing to copy here, the lambda generates it",
          )
    r.add("secret_store_reference",
          f"arn:aws:secretsmanager:{REGION}:{aws_account()}:secret:prod/cognito/bff-client-secret-{rnd(ALNUM, 6)}",
          "vault kv get -field=client_secret secret/identity/okta/broker-portal",
          "client secret → 1Password vault 'Identity Team', item 'Auth0 dev M2M'. ask Priya for access if u cant see it",
          "env: AUTH0_CLIENT_SECRET is injected from k8s secret `auth0-bff` key `client-secret`, never commit .env",
          )
    r.add("google_client_id_note",
          f"google ios client id {google_client_id()}\nreversed for URL scheme: com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
          f"serverClientId (web client) for requestIdToken: {google_client_id()}",
          f"GIDClientID = {google_client_id()}",
          )
    r.add("apple_services_and_bundle_ids",
          "SIWA services id au.com.acme.signin, return urls https://login.acme.example/login/callback + https://acme-dev.au.auth0.com/login/callback",
          f"app store apple id {digits(10, lead=True)}, testflight build 4.12.0 ({digits(4, lead=True)}), SKU ACME-IOS-{digits(3)}",
          )
    r.add("password_policy_note",
          "B2C password complexity: 8-64 chars, 3 of 4 classes. auth0 db conn set to 'good' + no history reuse (5) + pwned check on",
          "test users all got reset to a temp pw by the import job, they'll be forced to change at 1st login. nothing to note here",
          "pw length for the kyc test accts is 16 now, generated in 1P, not typed anywhere",
          )
    r.add("mfa_setup_discussion",
          "TOTP enrolment for test users: seeds live in the test harness' secret store, e2e pulls them at runtime. never put the otpauth uri in a ticket",
          "okta verify push vs totp: sandbox only allows TOTP, 6 digits, 30s period, SHA1. recovery via admin reset only",
          )
    r.add("ticket_and_incident_ids",
          f"AUTH-{digits(3, lead=True)} refresh token rotation breaks offline mode; INC{digits(7)} was the prod blip",
          f"auth0 support ticket #{digits(8, lead=True)}, okta case {digits(8, lead=True)}, AWS case {digits(11, lead=True)}",
          f"zendesk {digits(6, lead=True)} — customer locked out after SIWA email relay change",
          )
    r.add("git_commit_sha",
          f"fix for nonce check landed in {hexs(40)} (mobile-auth-sdk), revert was {hexs(7)}",
          f"git bisect says {hexs(40)} broke the PKCE length (43 → 42 chars)",
          f"release/4.12 cut from {hexs(12)}",
          )
    r.add("container_image_digest",
          f"bff image: 12345.dkr.ecr.{REGION}.amazonaws.com/acme/bff@sha256:{hexs(64)}",
          f"mock-oidc pinned to ghcr.io/acme/mock-oidc:1.8.2@sha256:{hexs(64)}",
          )
    acct = aws_account()
    r.add("aws_arn",
          f"arn:aws:cognito-idp:{REGION}:{acct}:userpool/{pool}",
          f"pre-token-gen lambda: arn:aws:lambda:{REGION}:{acct}:function:cognito-pre-token-gen:{digits(2, lead=True)}",
          f"KMS key for the private_key_jwt signing: arn:aws:kms:{REGION}:{acct}:key/{uid()} (key never leaves KMS)",
          )
    r.add("auth0_log_and_object_ids",
          f"auth0 log id {digits(56, lead=True)} type 'fcoa' (failed cross origin auth)",
          f"connection con_{rnd(ALNUM, 16)} (Username-Password-Authentication), org org_{rnd(ALNUM, 16)}, rule rul_{rnd(ALNUM, 16)}",
          f"user auth0|{hexs(24)} linked to google-oauth2|{digits(21, lead=True)} and apple|{digits(6)}.{hexs(32)}.{digits(4)}",
          )
    r.add("okta_user_and_request_ids",
          f"okta user id {okta_user_id()} (jess.test), group 00g{rnd(ALNUM, 17)}",
          f"x-okta-request-id: {rnd(URLSAFE, 27)} → E0000011 Invalid token provided",
          f"policy 00p{rnd(ALNUM, 17)}, rule 0pr{rnd(ALNUM, 17)}, authenticator aut{rnd(ALNUM, 17)}",
          )
    r.add("android_signing_fingerprint",
          f"SHA-256 cert fingerprint for assetlinks.json (upload key):\n{fp_sha256()}",
          f"google sign-in android client needs the SHA-1: {thumb_sha1()} (debug) and play app signing {thumb_sha1()}",
          f"assetlinks: {{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {{\"namespace\": \"android_app\", \"package_name\": \"au.com.acme.app\", \"sha256_cert_fingerprints\": [\"{fp_sha256()}\"]}}}}",
          )
    r.add("apple_app_site_association",
          f"AASA for universal link callback:\n{json.dumps({'applinks': {'details': [{'appIDs': [apple_id10() + '.au.com.acme.app'], 'components': [{'/': '/callback/*'}]}]}, 'webcredentials': {'apps': [apple_id10() + '.au.com.acme.app']}})}",
          f"webcredentials:login.acme.example in entitlements, app id prefix {apple_id10()}",
          )
    r.add("ssh_public_key",
          f"deploy key (public) for mobile-auth-sdk: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme-build-mac",
          f"added my new laptop key to the bastion: ssh-rsa {ssh_pub('ssh-rsa', 260)} me@acme-mbp",
          )
    r.add("public_key_pem",
          f"public key to verify our webhook sigs (give this to the partner):\n{rsa_public_pem()}",
          f"public half of the client assertion key, uploaded to okta:\n{rsa_public_pem()}",
          )
    r.add("env_var_names",
          "needed in CI: AUTH0_DOMAIN, AUTH0_CLIENT_ID, AUTH0_CLIENT_SECRET (masked), OKTA_API_TOKEN (masked), APPLE_KEY_ID, APPLE_TEAM_ID",
          "BFF reads SESSION_SECRET, COOKIE_DOMAIN=.acme.example, REDIS_URL (from SM), OIDC_ISSUER, OIDC_CLIENT_ID",
          "COGNITO_CLIENT_SECRET=${COGNITO_CLIENT_SECRET:?set me}  # fail fast if missing",
          )
    r.add("sdk_versions",
          "Auth0.swift 2.7.2, auth0-android 2.10.2, AppAuth-iOS 1.7.5, okta-oidc-android deprecated → okta mobile kotlin 1.2.0",
          "MSAL iOS 1.3.x fixed the B2C authority bug; amplify-swift 2.33.x; GoogleSignIn 7.1.0",
          f"BFF: express-openid-connect 2.17.1, jose 5.2.3, node 20.11.1 — lockfile hash {hexs(8)}",
          )
    r.add("ips_and_hosts",
          f"okta IP allowlist: our NAT egress 203.0.113.{secrets.randbelow(254) + 1}, 198.51.100.{secrets.randbelow(254) + 1}; bastion 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}",
          "mock IdP: http://mock-oidc.acme.internal:8089 , android emulator reaches host at 10.0.2.2",
          )
    r.add("phone_numbers",
          f"SMS OTP test numbers (twilio, AU): {au_mobile()}, {au_mobile()} — codes come in the twilio console",
          f"okta support AU {pick('1800', '1300')} {digits(3)} {digits(3)}; Priya mob {au_mobile()}",
          )
    r.add("business_bank_details_on_invoice",
          f"our remit details for the partner invoice: ACME Pty Ltd, BSB 062-{digits(3)}, acct {digits(8, lead=True)}, ABN {abn()}",
          f"Auth0 invoice INV-{digits(7)} paid from acct ending {digits(4)}; PO {digits(6)}",
          )
    r.add("abn_and_company_numbers",
          f"ABN {abn()} / ACN {digits(3, lead=True)} {digits(3)} {digits(3)} — needed for the Apple org enrolment (D-U-N-S {digits(9, lead=True)})",
          f"Okta contract: customer no. {digits(8, lead=True)}, ABN {abn()}",
          )
    r.add("authorization_request_url",
          f"https://acme.oktapreview.com/oauth2/default/v1/authorize?client_id={okta_client_id()}&response_type=code&scope=openid%20profile%20offline_access&redirect_uri=au.com.acme.app%3A%2Fcallback&state={b64u_bytes(24)}&nonce={b64u_bytes(24)}&code_challenge={pkce_challenge()}&code_challenge_method=S256",
          f"https://login.acme.example/authorize?response_type=code&client_id={auth0_client_id()}&audience=https%3A%2F%2Fapi.acme.example%2F&state={secrets.token_urlsafe(32)}&code_challenge={pkce_challenge()}&code_challenge_method=S256&prompt=login",
          f"SIWA: https://appleid.apple.com/auth/authorize?client_id=au.com.acme.signin&redirect_uri=https%3A%2F%2Flogin.acme.example%2Flogin%2Fcallback&response_type=code%20id_token&scope=name%20email&response_mode=form_post&state={hexs(32)}",
          )
    r.add("oauth_error_response",
          f"{json.dumps({'error': 'invalid_grant', 'error_description': 'Unknown or invalid refresh token.'})} ← after rotation reuse detection, trace {hexs(32)}",
          f"AADB2C90079: Clients must send a client_secret when redeeming a confidential grant.\nCorrelation ID: {uid()}\nTimestamp: 2025-02-27 23:41:02Z",
          f"cognito: NotAuthorizedException: Unable to verify secret hash for client {cognito_client_id()} — SECRET_HASH is HMAC(username+clientId), computed per call, so nothing to store",
          )
    r.add("device_identifiers",
          f"test devices: pixel 7 IMEI {imei()}, iPhone 12 serial {rnd(UPPER + DIGITS, 12)}, UDID 0000{digits(4)}-{hexs(16).upper()}",
          f"android_id on the emulator {hexs(16)}, FCM reg id rotated after reinstall",
          )
    r.add("token_lifetime_note",
          "access tokens 10 min, id tokens 10h (auth0 default), refresh tokens absolute 30d / idle 15d. Okta default AS: access 1h, refresh unlimited (changing to 90d)",
          "tokens in the android crash log were expired (exp 4h earlier) and we scrubbed them from the log anyway; nothing to keep",
          f"refresh token length on cognito ≈ 1.7 KB (JWE), keychain item limit fine. access token jti {uid()} was the one revoked",
          )
    r.add("refresh_rotation_config",
          "auth0 app settings: Refresh Token Rotation ON, reuse interval 0s, absolute expiration 2592000, inactivity 1296000",
          "okta: refresh token behaviour = rotate token after every use, grace period 30s",
          )
    r.add("cookie_attributes_without_value",
          "Set-Cookie: appSession=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax   ← logout clears it properly now",
          "cookies involved in silent auth: auth0, auth0_compat, did, did_compat — safari ITP drops them, hence refresh tokens instead",
          f"cookie size check: appSession.0, appSession.1 chunks, total {secrets.randbelow(3000) + 4000} bytes, splitting at 4096",
          )
    r.add("saml_assertion_ids",
          f"SAMLResponse ID=\"_{hexs(40)}\" InResponseTo=\"_{hexs(32)}\" IssueInstant=\"2025-03-02T03:14:15Z\"",
          f"assertion id id{digits(20, lead=True)}{digits(8)} replayed → rejected (good). NameID {uid()}",
          )
    r.add("travel_booking_refs",
          f"Oktane flights: qantas booking ref {rnd(UPPER, 6)}, e-ticket 081{digits(10)}",
          f"identiverse hotel conf #{digits(9, lead=True)}, ESTA app {rnd(UPPER + DIGITS, 16)}",
          )
    r.add("publishable_client_key",
          f"stripe publishable key for the card-linking screen (client-side, safe): pk_test_{rnd(ALNUM, 99)}",
          f"firebase web config (public, ships in the bundle):\napiKey: \"AIza{rnd(URLSAFE, 35)}\",\nauthDomain: \"acme-id-dev.firebaseapp.com\",\nmessagingSenderId: \"{digits(12, lead=True)}\",\nappId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\"",
          )
    r.add("apple_user_identifier",
          f"SIWA stable user id for jess.test: {digits(6)}.{hexs(32)}.{digits(4)} (sub claim, same across apps in the team)",
          f"relay email {rnd(LOWER + DIGITS, 10)}@privaterelay.appleid.com maps to sub {digits(6)}.{hexs(32)}.{digits(4)}",
          )
    r.add("b2c_policy_and_flow_names",
          "user flows: B2C_1_susi, B2C_1_pwreset, custom policies B2C_1A_TrustFrameworkBase / B2C_1A_signup_signin_kyc",
          f"policy key containers: B2C_1A_TokenSigningKeyContainer, B2C_1A_TokenEncryptionKeyContainer (generated in portal, never exported). extensions app id {uid()}",
          )
    r.add("passkey_credential_id",
          f"passkey registered for jess.test: credential id {b64u_bytes(32)}, AAGUID {uid()} (iCloud keychain)",
          f"webauthn rpId login.acme.example, allowCredentials id {b64u_bytes(64)}",
          )
    r.add("revoked_jti_list",
          f"revoked jtis (denylist in redis till exp):\n{chr(10).join(uid() for _ in range(4))}",
          f"jti {rnd(URLSAFE, 22)} showed up twice in 2s → replay, DPoP nonce fixed it",
          )
    r.add("token_fingerprint_in_logs",
          f"we log sha256(refresh_token) only, for correlation: {hashlib.sha256(secrets.token_bytes(32)).hexdigest()}",
          f"token hash from the audit log {hexs(64)} matches the one in the incident — same device",
          f"at_hash {b64u_bytes(16)} / c_hash {b64u_bytes(16)} check both pass on iOS now",
          )
    r.add("cognito_hosted_ui_domain",
          f"hosted UI: https://acme-stg.auth.{REGION}.amazoncognito.com/oauth2/authorize?client_id={cognito_client_id()}&response_type=code&scope=openid+email&redirect_uri=au.com.acme.app%3A%2F%2Fcallback",
          f"custom domain auth.acme.example → cloudfront d{rnd(LOWER + DIGITS, 13)}.cloudfront.net (ACM cert arn in us-east-1)",
          )
    r.add("coupon_and_product_codes",
          f"auth0 startup program promo code was {rnd(UPPER, 4)}{digits(2)} — applied already, expires after 1yr anyway",
          f"Okta Workforce SKU OKTA-WF-SSO-{digits(3)}, quote Q-{digits(6)}",
          )
    r.add("pin_reset_note",
          "reset the test device PIN after the lost-device drill; new one is on the sticky inside the device drawer, not writing it here",
          "card PIN reminders come by post to the office, don't ask me for them on slack",
          )
    return r


def main() -> None:
    write_corpora("make_heldout164.py", [
        ("heldout164_credentials.yaml", credentials(), "batch 164 (Sydney fintech mobile and identity engineer, OAuth/OIDC debugging notes), written blind; every value synthetic"),
        ("heldout164_lookalikes.yaml", lookalikes(), "batch 164 look-alikes: client ids, issuers, kids, public JWKS, PKCE challenges, trace ids and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
